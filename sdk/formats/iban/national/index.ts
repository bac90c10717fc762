import { be } from './be.ts';
import { czSk } from './cz-sk.ts';
import { ee } from './ee.ts';
import { es } from './es.ts';
import { fiLuhn } from './fi-luhn.ts';
import { frRib } from './fr-rib.ts';
import { hr } from './hr.ts';
import { hu } from './hu.ts';
import { itCin } from './it-cin.ts';
import { mod97_10 } from './mod97-10.ts';
import { mod97Variant } from './mod97-variant.ts';
import { no } from './no.ts';
import { pl } from './pl.ts';
import type { NationalCheck, NationalRule } from './rule.ts';

export type { NationalCheck, NationalRule };

/**
 * The national check-digit rules: each one file of this folder, registered here once.
 * `data/iban-national-rules.json` names a country's rule by its id. The generated registry names a
 * rule by its place in this list, so that a validation bundle carries no rule ids: a new rule goes
 * at the end. Iceland's `is` is deliberately absent: see docs/national-check-digits.md. Germany's
 * `de` is not here either: its check joins the registry entry of DE when the German bank data
 * loads (docs/decisions/german-check-on-load.md).
 * @example NATIONAL_RULES.find((r) => r.id === 'fr-rib')?.check('MC5811222000010123456789030') // true
 */
export const NATIONAL_RULES: readonly NationalCheck[] = [
  be,
  frRib,
  es,
  itCin,
  mod97_10,
  mod97Variant,
  no,
  pl,
  ee,
  fiLuhn,
  czSk,
  hr,
  hu,
];

/** The checks of `NATIONAL_RULES`, in its order: what the generated registry's rule characters name. */
export const NATIONAL_RULE_LIST: readonly NationalRule[] = /* @__PURE__ */ NATIONAL_RULES.map((r) => r.check);

/**
 * The rule of `NATIONAL_RULES` with this id, or whose check is this function; `undefined` for
 * none (Germany's account check, Iceland's `is`).
 * @example nationalRule('hu')?.positions('HU42117730161111101800000000') // [11, 19]
 */
export function nationalRule(idOrCheck: string | NationalRule | undefined): NationalCheck | undefined {
  return NATIONAL_RULES.find((r) => r.id === idOrCheck || r.check === idOrCheck);
}
