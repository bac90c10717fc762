import fc from 'fast-check';
import { GERMAN_ACCOUNT_REFUSED } from '../../test/vectors/de-refused.ts';
import { describe, expect, test } from 'vitest';
import * as errors from '../core/errors.ts';
import type { Envelope, ValidationResult } from '../core/types.ts';
import { ibanBreakdown, ibanCountryCodes } from '../formats/iban/index.ts';
import { validate, validateSync } from '../index.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it as italian } from './it.ts';
import { localize } from './localize.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { brokenRule, resultCountry } from './rules.ts';
import type { BankNumberMessages } from './types.ts';

const CATALOGUES: Record<string, BankNumberMessages> = { en, de, fr, es, it: italian, nl, pl, pt };

/** Words of the API that a person filling in a form has nothing to do with. */
const API_WORDS = /format=|\bhint\b|uk-sort-code|us-routing|\biban\b|\bbic\b/;

/** The placeholders of a text, sorted. */
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();

/** Every breakdown label that the SDK produces: all IBAN countries, BICs of 8 and 11, routing numbers, sort codes. */
function producedLabels(): Set<string> {
  const labels = new Set<string>();
  for (const cc of ibanCountryCodes()) for (const part of ibanBreakdown(cc).parts) labels.add(part.label);
  for (const input of ['DEUTDEFF', 'DEUTDEFF500', '021000021']) {
    for (const part of validateSync(input).result.breakdown!.parts) labels.add(part.label);
  }
  for (const part of validateSync('123456', { format: 'uk-sort-code' }).result.breakdown!.parts) labels.add(part.label);
  return labels;
}

describe('catalogues', () => {
  test('every language has every key of the English catalogue, none blank, with the same placeholders', () => {
    const keys = Object.keys(en).filter((key) => key !== 'countries');
    expect(keys.length).toBeGreaterThan(40);
    for (const [lang, messages] of Object.entries(CATALOGUES)) {
      expect(messages.lang).toBe(lang);
      expect(
        Object.keys(messages)
          .filter((key) => key !== 'countries')
          .sort(),
        lang,
      ).toEqual([...keys].sort());
      for (const key of keys) {
        const value = (messages as Record<string, unknown>)[key];
        const english = (en as Record<string, unknown>)[key];
        if (Array.isArray(english)) {
          expect(Array.isArray(value) && value.length === 2, `${lang} ${key}`).toBe(true);
          for (let i = 0; i < 2; i++) {
            const text = (value as string[])[i] as string;
            expect(text.trim(), `${lang} ${key}[${i}]`).not.toBe('');
            expect(placeholders(text), `${lang} ${key}[${i}]`).toEqual(
              placeholders((english as string[])[i] as string),
            );
          }
        } else {
          expect(typeof value, `${lang} ${key}`).toBe('string');
          expect((value as string).trim(), `${lang} ${key}`).not.toBe('');
          expect(placeholders(value as string), `${lang} ${key}`).toEqual(placeholders(english as string));
        }
      }
    }
  });

  test('the labels are exactly those the SDK produces, and country terms name only known labels', () => {
    const produced = producedLabels();
    for (const label of produced) expect(en, label).toHaveProperty([label], label);
    const known = new Set(Object.keys(en));
    for (const [lang, messages] of Object.entries(CATALOGUES)) {
      for (const [country, labels] of Object.entries(messages.countries ?? {})) {
        expect(country, lang).toMatch(/^[A-Z]{2}$/);
        for (const label of Object.keys(labels))
          expect(known.has(label) && produced.has(label), `${lang} ${country} ${label}`).toBe(true);
      }
    }
  });

  test("the English error texts are the envelope's own, except those that speak to a program", () => {
    const ownWords = new Set(['AMBIGUOUS_FORMAT', 'UNKNOWN_FORMAT']);
    for (const entry of Object.values(errors)) {
      if (typeof entry !== 'object' || entry === null || !('code' in entry)) continue;
      const pair = (en as Record<string, unknown>)[entry.code];
      if (ownWords.has(entry.code)) {
        expect(`${entry.message} ${entry.suggestion}`, entry.code).toMatch(API_WORDS);
        expect(pair, entry.code).not.toEqual([entry.message, entry.suggestion]);
      } else {
        expect(pair, entry.code).toEqual([entry.message, entry.suggestion]);
      }
    }
  });

  test('what a person reads names no parameter, hint or format id: it says what to type', () => {
    for (const [lang, messages] of Object.entries(CATALOGUES)) {
      for (const [key, value] of Object.entries(messages)) {
        const texts = Array.isArray(value)
          ? value
          : typeof value === 'string' && key !== key.toLowerCase()
            ? [value]
            : [];
        for (const text of texts) expect(text, `${lang} ${key}`).not.toMatch(API_WORDS);
      }
      expect(messages.AMBIGUOUS_FORMAT[1], lang).toContain('12-34-56');
    }
  });

  test('every breakdown label is in the language: none is left as the English term', () => {
    const labels = producedLabels();
    for (const [lang, messages] of Object.entries(CATALOGUES)) {
      if (lang === 'en') continue;
      for (const label of labels)
        expect((messages as Record<string, unknown>)[label], `${lang} ${label}`).not.toBe(label);
    }
  });

  test('the languages are written, not copied: no error text of another language is left in English', () => {
    for (const [lang, messages] of Object.entries(CATALOGUES)) {
      if (lang === 'en') continue;
      for (const code of Object.keys(en)) {
        const english = (en as Record<string, unknown>)[code];
        if (!Array.isArray(english)) continue;
        const own = (messages as unknown as Record<string, readonly string[]>)[code] as readonly string[];
        expect(own[0], `${lang} ${code}`).not.toBe(english[0]);
        expect(own[1], `${lang} ${code}`).not.toBe(english[1]);
      }
    }
  });
});

describe('localize', () => {
  test("a German IBAN in German: the country's banking terms, the status, the announcement with the bank", () => {
    const envelope = validateSync('DE89 3704 0044 0532 0130 00');
    const shown = localize(
      {
        ...envelope,
        result: {
          ...envelope.result,
          bankInfo: { bankName: 'Commerzbank', bic: 'COBADEFFXXX', country: 'Germany', countryCode: 'DE', city: null },
        },
      },
      de,
    );
    expect(shown.valid).toBe(true);
    expect(shown.status).toBe('Gültig');
    expect(shown.format).toBe('IBAN');
    expect(shown.parts.map((p) => p.label)).toEqual(['Land', 'Prüfziffern', 'Bankleitzahl', 'Kontonummer']);
    expect(shown.parts[2]!.value).toBe('37040044');
    expect(shown.announcement).toBe('IBAN gültig. Commerzbank.');
    expect(shown.bank).toEqual({ name: 'Commerzbank', details: 'Deutschland · COBADEFFXXX' });
  });

  test('the bank line names the country in the language, and reads naturally in English', () => {
    const bankInfo = {
      bankName: 'Barclays Bank UK PLC',
      bic: 'BUKBGB22XXX',
      country: 'United Kingdom',
      countryCode: 'GB',
      city: 'Leicester',
    };
    const result = { ...validateSync('GB33 BUKB 2020 1555 5555 55').result, bankInfo };
    expect(localize(result, de).bank!.details).toBe('Leicester, Vereinigtes Königreich · BUKBGB22XXX');
    expect(localize(result, fr).bank!.details).toBe('Leicester, Royaume-Uni · BUKBGB22XXX');
    expect(localize(result, en).bank!.details).toBe('Leicester, United Kingdom · BUKBGB22XXX');
    expect(localize({ ...result, bankInfo: null }, de).bank).toBeNull();
    const excluded = localize(result, en, { countries: ['DE'] }).errors[0]!.message;
    expect(excluded).toBe('Bank details from this country are not accepted here (United Kingdom).');
  });

  test('country terms: clé RIB for France, CIN/ABI/CAB for Italy, DC for Spain, numer rozliczeniowy for Poland', () => {
    expect(localize(validateSync('FR14 2004 1010 0505 0001 3M02 606'), fr).parts.map((p) => p.label)).toEqual([
      'Pays',
      'Clé IBAN',
      'Code banque',
      'Code guichet',
      'Numéro de compte',
      'Clé RIB',
    ]);
    expect(
      localize(validateSync('IT60 X054 2811 1010 0000 0123 456'), italian)
        .parts.map((p) => p.label)
        .slice(2),
    ).toEqual(['CIN', 'ABI', 'CAB', 'Numero di conto']);
    expect(
      localize(validateSync('ES91 2100 0418 4502 0005 1332'), es)
        .parts.map((p) => p.label)
        .slice(2),
    ).toEqual(['Entidad', 'Oficina', 'DC', 'Número de cuenta']);
    expect(localize(validateSync('PL61 1090 1014 0000 0712 1981 2874'), pl).parts[2]!.label).toBe(
      'Numer rozliczeniowy',
    );
    // Elsewhere, the general term.
    expect(localize(validateSync('BE68 5390 0754 7034'), fr).parts.at(-1)!.label).toBe('Clé nationale');
  });

  test('an invalid number: the localized first error and the envelope left as it was', () => {
    const envelope = validateSync('GB82 WEST 1234 5698 7654 31');
    const before = JSON.stringify(envelope);
    const shown = localize(envelope, fr);
    expect(shown.valid).toBe(false);
    expect(shown.status).toBe('Non valide');
    expect(shown.errors[0]).toEqual({
      code: 'CHECKSUM_FAILED',
      message: fr.CHECKSUM_FAILED[0],
      suggestion: fr.CHECKSUM_FAILED[1],
    });
    expect(shown.announcement).toBe(`IBAN non valide. ${fr.CHECKSUM_FAILED[0]}`);
    expect(JSON.stringify(envelope)).toBe(before);
  });

  test('rules: a valid number of another format or country is not valid, with its message in the language', () => {
    const iban = validateSync('DE89 3704 0044 0532 0130 00').result;
    expect(localize(iban, en, { formats: ['iban', 'bic'], countries: ['DE', 'AT'] }).valid).toBe(true);
    const format = localize(validateSync('021000021'), de, { formats: ['iban', 'bic'] });
    expect(format.valid).toBe(false);
    expect(format.status).toBe('Ungültig');
    expect(format.errors).toEqual([
      {
        code: 'FORMAT_NOT_ALLOWED',
        message: 'Diese Art von Nummer wird hier nicht angenommen (US-Bankleitzahl (ABA)).',
        suggestion: 'Zulässige Formate: IBAN und SWIFT/BIC.',
      },
    ]);
    const country = localize(iban, fr, { countries: ['AT', 'CH'] });
    expect(country.errors[0]!.code).toBe('COUNTRY_NOT_ALLOWED');
    expect(country.errors[0]!.message).toBe(
      'Les coordonnées bancaires de ce pays ne sont pas acceptées ici (Allemagne).',
    );
    expect(country.errors[0]!.suggestion).toBe('Pays acceptés\u00a0: Autriche et Suisse.');
    // The rules never make an invalid number's errors longer.
    expect(
      localize(validateSync('DE00 3704 0044 0532 0130 00'), en, { countries: ['AT'] }).errors.map((e) => e.code),
    ).toEqual(['CHECKSUM_FAILED']);
  });

  test("a missing text falls back to the envelope's own words", () => {
    const shown = localize(validateSync('DEUTDEFF500'), { lang: 'de', valid: 'OK' });
    expect(shown.status).toBe('OK');
    expect(shown.format).toBe('SWIFT/BIC');
    expect(shown.parts.map((p) => p.label)).toEqual([
      'Institution Code',
      'Country Code',
      'Location Code',
      'Branch Code',
    ]);
  });

  test('never throws, for any envelope, result or value, in any language and under any rules', () => {
    const label = fc.oneof(fc.constantFrom(...Object.keys(en), '__proto__', 'constructor', 'toString'), fc.string());
    const result = fc.record(
      {
        valid: fc.oneof(fc.boolean(), fc.anything()),
        format: fc.oneof(
          fc.constantFrom('iban', 'bic', 'us-routing', 'uk-sort-code', null, 'constructor'),
          fc.anything(),
        ),
        normalized: fc.oneof(fc.string(), fc.constantFrom('DE89370400440532013000', '__proto__', 'FR'), fc.anything()),
        errors: fc.oneof(
          fc.array(fc.record({ code: label, message: fc.anything(), suggestion: fc.anything() }, { requiredKeys: [] })),
          fc.anything(),
        ),
        breakdown: fc.oneof(
          fc.constant(null),
          fc.record(
            {
              formatName: fc.anything(),
              parts: fc.oneof(
                fc.array(fc.record({ label, value: fc.anything() }, { requiredKeys: [] })),
                fc.anything(),
              ),
            },
            { requiredKeys: [] },
          ),
          fc.anything(),
        ),
        bankInfo: fc.oneof(
          fc.constant(null),
          fc.record({ bankName: fc.anything() }, { requiredKeys: [] }),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    );
    const verdict = fc.oneof(
      result,
      fc.record({ apiVersion: fc.constant('1'), processingTimeMs: fc.nat(), result }),
      fc.anything(),
    );
    const messages = fc.oneof(
      fc.constantFrom(...Object.values(CATALOGUES)),
      fc.dictionary(label, fc.anything()),
      fc.constant(undefined),
      fc.anything(),
    );
    const rules = fc.oneof(
      fc.record(
        {
          formats: fc.array(fc.constantFrom('iban', 'bic', 'us-routing', 'uk-sort-code')),
          countries: fc.array(fc.string()),
        },
        { requiredKeys: [] },
      ),
      fc.constant(undefined),
      fc.constant(null),
      fc.record({ formats: fc.anything(), countries: fc.anything() }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(verdict, messages, rules, (v, m, r) => {
        const shown = localize(v as Envelope, m as BankNumberMessages, r as never);
        expect(typeof shown.status).toBe('string');
        expect(typeof shown.announcement).toBe('string');
        expect(Array.isArray(shown.parts) && Array.isArray(shown.errors)).toBe(true);
      }),
      {
        numRuns: 5000,
        examples: [[{ apiVersion: '1', processingTimeMs: 0, result: { format: { toString: false } } }, en, undefined]],
      },
    );
  });

  test('every real verdict gets text in every language: nothing blank where the envelope has something', () => {
    const inputs = [
      'DE89 3704 0044 0532 0130 00',
      'GB82WEST12345698765431',
      'DEUTDEFF',
      'DEUTXXFF',
      '021000021',
      '121000358',
      '12-34-56',
      '123456',
      'hello',
      'DE89',
      'FR14 2004 1010 0505 0001 3M02 606',
    ];
    for (const messages of Object.values(CATALOGUES)) {
      for (const input of inputs) {
        const result: ValidationResult = validateSync(input).result;
        const shown = localize(result, messages, { formats: ['iban'], countries: ['FR'] });
        expect(shown.status).not.toBe('');
        for (const part of shown.parts) expect(part.label).not.toBe('');
        for (const error of shown.errors) {
          expect(error.message, `${messages.lang} ${input}`).not.toBe('');
          expect(error.message, `${messages.lang} ${input}`).not.toMatch(/\{\w+\}/);
          expect(error.suggestion).not.toBe('');
        }
        if (result.format) expect(shown.format).not.toBe('');
      }
    }
  });
});

describe('rules', () => {
  test('the country of each format, and the rule a valid number breaks', () => {
    expect(resultCountry(validateSync('DE89 3704 0044 0532 0130 00').result)).toBe('DE');
    expect(resultCountry(validateSync('BNPAFRPP').result)).toBe('FR');
    expect(resultCountry(validateSync('021000021').result)).toBe('US');
    expect(resultCountry(validateSync('12-34-56').result)).toBe('GB');
    expect(resultCountry(validateSync('hello').result)).toBeNull();
    const bic = validateSync('BNPAFRPP').result;
    expect(brokenRule(bic, {})).toBeNull();
    expect(brokenRule(bic, { formats: ['iban'] })).toBe('FORMAT_NOT_ALLOWED');
    expect(brokenRule(bic, { formats: ['bic'], countries: ['DE'] })).toBe('COUNTRY_NOT_ALLOWED');
    expect(brokenRule(bic, { formats: ['bic'], countries: ['DE', 'FR'] })).toBeNull();
    expect(brokenRule(validateSync('BNPAXXPP').result, { countries: ['DE'] })).toBeNull();
  });
});

describe('the national check that fails', () => {
  test('fits every country: no branch code (German IBANs have none) and no country named in any language', async () => {
    // Right IBAN check digits, an account that fails the method of bank code 10050000.
    const german = await validate(GERMAN_ACCOUNT_REFUSED);
    expect(german.result.errors.map((e) => e.code)).toEqual(['BBAN_CHECKSUM_FAILED']);
    for (const [lang, messages] of Object.entries(CATALOGUES)) {
      const [error] = localize(german, messages).errors;
      const text = `${error!.message} ${error!.suggestion}`.toLowerCase();
      const names = new Intl.DisplayNames([lang], { type: 'region' });
      for (const word of [messages['Branch Code'], names.of('FR'), names.of('IT'), names.of('DE')])
        expect(text, `${lang}: ${text}`).not.toContain(word!.toLowerCase());
      expect(error!.suggestion, lang).not.toBe('');
    }
    // The envelope's own English says the same as the English catalogue.
    expect(en.BBAN_CHECKSUM_FAILED).toEqual([german.result.errors[0]!.message, german.result.errors[0]!.suggestion]);
  });
});
