// generated: do not edit. Built from data/ by npm run build:data.
/** What a IBAN bank chunk exports. */
export interface IbanBankChunk {
  readonly countryCode: string;
  readonly country: string;
  readonly start: number;
  readonly end: number;
  readonly radix: number;
  readonly names: readonly string[];
  readonly cities: readonly string[];
  readonly banks: string;
  readonly codes: string;
  readonly accountMethods?: string;
  readonly retired?: string;
  readonly branchBics?: string;
}

/** Loader of each IBAN country's bank chunk. Literal paths, so that bundlers split and find every chunk. */
export const ibanBankChunks: Readonly<Record<string, () => Promise<IbanBankChunk>>> = {
  AD: () => import('./iban/ad.ts'),
  AE: () => import('./iban/ae.ts'),
  AT: () => import('./iban/at.ts'),
  BE: () => import('./iban/be.ts'),
  BG: () => import('./iban/bg.ts'),
  CH: () => import('./iban/ch.ts'),
  CR: () => import('./iban/cr.ts'),
  CY: () => import('./iban/cy.ts'),
  CZ: () => import('./iban/cz.ts'),
  DE: () => import('./iban/de.ts'),
  DK: () => import('./iban/dk.ts'),
  ES: () => import('./iban/es.ts'),
  FI: () => import('./iban/fi.ts'),
  FR: () => import('./iban/fr.ts'),
  GB: () => import('./iban/gb.ts'),
  GR: () => import('./iban/gr.ts'),
  HR: () => import('./iban/hr.ts'),
  HU: () => import('./iban/hu.ts'),
  IE: () => import('./iban/ie.ts'),
  IL: () => import('./iban/il.ts'),
  IS: () => import('./iban/is.ts'),
  IT: () => import('./iban/it.ts'),
  LI: () => import('./iban/li.ts'),
  LT: () => import('./iban/lt.ts'),
  LU: () => import('./iban/lu.ts'),
  MC: () => import('./iban/mc.ts'),
  MD: () => import('./iban/md.ts'),
  ME: () => import('./iban/me.ts'),
  NL: () => import('./iban/nl.ts'),
  NO: () => import('./iban/no.ts'),
  PT: () => import('./iban/pt.ts'),
  RO: () => import('./iban/ro.ts'),
  SE: () => import('./iban/se.ts'),
  SI: () => import('./iban/si.ts'),
  SK: () => import('./iban/sk.ts'),
  TR: () => import('./iban/tr.ts'),
};
