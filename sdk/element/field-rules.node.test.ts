import { describe, expect, test } from 'vitest';
import { fieldRules } from './field-rules.ts';

describe('fieldRules', () => {
  test('formats and countries are lists, separated by spaces or commas; unknown formats are left out', () => {
    expect(fieldRules('', 'iban, bic  swift', 'de,at CH')).toEqual({
      formats: ['iban', 'bic'],
      countries: ['DE', 'AT', 'CH'],
      hint: undefined,
    });
    expect(fieldRules('', '', '')).toEqual({ formats: [], countries: [], hint: undefined });
  });

  test('the hint: format when it is one of the four, else the one format of formats', () => {
    expect(fieldRules('bic', 'iban', '').hint).toBe('bic');
    expect(fieldRules('', 'uk-sort-code', '').hint).toBe('uk-sort-code');
    expect(fieldRules('sort-code', 'uk-sort-code', '').hint).toBe('uk-sort-code');
    expect(fieldRules('', 'iban bic', '').hint).toBeUndefined();
  });

  test('attributes set to null count as empty', () => {
    const none = null as unknown as string;
    expect(fieldRules(none, none, none)).toEqual({ formats: [], countries: [], hint: undefined });
  });
});
