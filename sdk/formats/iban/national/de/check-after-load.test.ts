/**
 * The German account check when `isValidIban`'s registry table is first read after the German bank
 * data has loaded (check.test.ts reads it before): the table takes the check when it is unpacked.
 */
import { describe, expect, it } from 'vitest';
import { findIbans } from '../../find.ts';
import { isValidIban } from '../../is-valid.ts';
import { loadIbanLookup } from '../../lookup.ts';
import { ibanCheckDigits } from '../../registry.ts';

const germanIban = (bankCode: string, account: string) =>
  `DE${ibanCheckDigits('DE', bankCode + account)}${bankCode}${account}`;

// Postbank, bank code 10010010, method 24: account 6820101 passes it, 6820102 does not.
const PASSES = germanIban('10010010', '0006820101');
const FAILS = germanIban('10010010', '0006820102');

describe('the German account check, the registry table read only after the load', () => {
  it('applies in isValidIban and findIbans', async () => {
    await loadIbanLookup('DE');
    expect([isValidIban(PASSES), isValidIban(FAILS)]).toEqual([true, false]);
    expect(findIbans(`${PASSES} ${FAILS}`).map((f) => f.normalized)).toEqual([PASSES]);
  });
});
