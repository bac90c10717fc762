/**
 * What the whole-project benchmark runs, per format: this SDK's `isValid…` and `validateSync`, an
 * allocation-free reference loop, and the peers (devDependencies). Each candidate answers a boolean
 * for one string. Peers get the raw input where their documentation says they clean it up
 * themselves (iban, iban-ts, ibankit's IBAN, fast-iban, validator's `isIBAN`); ibantools gets its
 * own documented `electronicFormatIBAN` first; the BIC and routing peers document no cleanup and
 * get the raw input. A peer that throws is counted as rejecting the input.
 */
import { createRequire } from 'node:module';
import * as ibantools from 'ibantools';
import * as ibanTs from 'iban-ts';
import { BIC as BicKit, IBAN as IbanKit } from 'ibankit';
import type { Format } from '../../sdk/core/types.ts';
import { isValidBic } from '../../sdk/formats/bic/is-valid.ts';
import { isValidIban } from '../../sdk/formats/iban/is-valid.ts';
import { isValidSortCode } from '../../sdk/formats/uk-sort-code/is-valid.ts';
import { isValidRoutingNumber } from '../../sdk/formats/us-routing/is-valid.ts';
import { validateSync } from '../../sdk/validate.ts';
import type { CorpusEntry, FormatName } from './corpus.ts';
import { referenceBic, referenceMod97, referenceRouting, referenceSortCode } from './reference.ts';

const require = createRequire(import.meta.url);
const ibanJs = require('iban') as { isValid(s: string): boolean };
const fastIban = require('fast-iban') as { validateIBAN(s: string, validateBBAN?: boolean): boolean };
const validator = require('validator') as {
  isIBAN(s: string): boolean;
  isBIC(s: string): boolean;
  isAbaRouting(s: string): boolean;
};
const abaValidator = require('abavalidator') as { validate(s: string): boolean };
const bic = require('bic') as { isValid(s: string): boolean };
const bicValidator = require('bic-validator') as { isValid(s: string): boolean };

export type Role = 'sdk' | 'reference' | 'peer';

export interface Candidate {
  name: string;
  role: Role;
  /** The npm package of a peer, for its version. */
  pkg?: string;
  fn: (s: string) => boolean;
}

/** validateSync with the format hint; a thrown request error (blank, too long) is a rejection. */
function envelope(format: Format): (s: string) => boolean {
  return (s) => {
    try {
      return validateSync(s, { format }).result.valid;
    } catch {
      return false;
    }
  };
}

export const CANDIDATES: Readonly<Record<FormatName, readonly Candidate[]>> = {
  iban: [
    { name: 'isValidIban', role: 'sdk', fn: isValidIban },
    { name: "validateSync(s, { format: 'iban' })", role: 'sdk', fn: envelope('iban') },
    { name: 'reference MOD-97 loop', role: 'reference', fn: referenceMod97 },
    {
      name: 'ibantools isValidIBAN(electronicFormatIBAN(s))',
      role: 'peer',
      pkg: 'ibantools',
      fn: (s) => ibantools.isValidIBAN(ibantools.electronicFormatIBAN(s) ?? ''),
    },
    { name: 'iban isValid', role: 'peer', pkg: 'iban', fn: (s) => ibanJs.isValid(s) },
    { name: 'iban-ts isValid', role: 'peer', pkg: 'iban-ts', fn: (s) => ibanTs.isValid(s) },
    { name: 'ibankit IBAN.isValid', role: 'peer', pkg: 'ibankit', fn: (s) => IbanKit.isValid(s) },
    {
      name: 'fast-iban validateIBAN(s, true)',
      role: 'peer',
      pkg: 'fast-iban',
      fn: (s) => {
        try {
          return fastIban.validateIBAN(s, true);
        } catch {
          return false;
        }
      },
    },
    { name: 'validator isIBAN', role: 'peer', pkg: 'validator', fn: (s) => validator.isIBAN(s) },
  ],
  bic: [
    { name: 'isValidBic', role: 'sdk', fn: isValidBic },
    { name: "validateSync(s, { format: 'bic' })", role: 'sdk', fn: envelope('bic') },
    { name: 'reference shape loop', role: 'reference', fn: referenceBic },
    { name: 'ibantools isValidBIC', role: 'peer', pkg: 'ibantools', fn: (s) => ibantools.isValidBIC(s) },
    { name: 'ibankit BIC.isValid', role: 'peer', pkg: 'ibankit', fn: (s) => BicKit.isValid(s) },
    { name: 'validator isBIC', role: 'peer', pkg: 'validator', fn: (s) => validator.isBIC(s) },
    { name: 'bic isValid', role: 'peer', pkg: 'bic', fn: (s) => bic.isValid(s) },
    { name: 'bic-validator isValid', role: 'peer', pkg: 'bic-validator', fn: (s) => bicValidator.isValid(s) },
  ],
  'us-routing': [
    { name: 'isValidRoutingNumber', role: 'sdk', fn: isValidRoutingNumber },
    { name: "validateSync(s, { format: 'us-routing' })", role: 'sdk', fn: envelope('us-routing') },
    { name: 'reference 3-7-1 loop', role: 'reference', fn: referenceRouting },
    { name: 'validator isAbaRouting', role: 'peer', pkg: 'validator', fn: (s) => validator.isAbaRouting(s) },
    { name: 'abavalidator validate', role: 'peer', pkg: 'abavalidator', fn: (s) => abaValidator.validate(s) },
  ],
  'uk-sort-code': [
    { name: 'isValidSortCode', role: 'sdk', fn: isValidSortCode },
    { name: "validateSync(s, { format: 'uk-sort-code' })", role: 'sdk', fn: envelope('uk-sort-code') },
    { name: 'reference six-digit loop', role: 'reference', fn: referenceSortCode },
  ],
};

/** One timed job: a candidate of a format over the whole corpus (`mixed`) or its clean inputs only. */
export interface TimingJob {
  format: FormatName;
  set: 'mixed' | 'clean';
  candidate: Candidate;
  fn: (s: string) => boolean;
  inputs: string[];
}

/**
 * The jobs of `measure` (timing.ts) for the given formats: every candidate that `keep` keeps, on the
 * mixed corpus and on its clean inputs. `npm run bench` and the focused run time the same jobs.
 */
export function timingJobs(
  formats: readonly FormatName[],
  corpora: Readonly<Record<FormatName, readonly CorpusEntry[]>>,
  keep: (candidate: Candidate) => boolean = () => true,
): TimingJob[] {
  return formats.flatMap((format) =>
    (['mixed', 'clean'] as const).flatMap((set) =>
      CANDIDATES[format].filter(keep).map((candidate) => ({
        format,
        set,
        candidate,
        fn: candidate.fn,
        inputs: corpora[format].filter((e) => set === 'mixed' || e.clean).map((e) => e.input),
      })),
    ),
  );
}
