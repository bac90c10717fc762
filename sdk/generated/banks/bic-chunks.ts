// generated: do not edit. Built from data/ by npm run build:data.
/** What a BIC bank chunk exports. */
export interface BicBankChunk {
  readonly countryCode: string;
  readonly country: string;
  readonly names: readonly string[];
  readonly cities: readonly string[];
  readonly banks: string;
  readonly bics: string;
}

/** Loader of each BIC country's bank chunk. Literal paths, so that bundlers split and find every chunk. */
export const bicBankChunks: Readonly<Record<string, () => Promise<BicBankChunk>>> = {
  AD: () => import('./bic/ad.ts'),
  AE: () => import('./bic/ae.ts'),
  AT: () => import('./bic/at.ts'),
  BE: () => import('./bic/be.ts'),
  BG: () => import('./bic/bg.ts'),
  CH: () => import('./bic/ch.ts'),
  CR: () => import('./bic/cr.ts'),
  CY: () => import('./bic/cy.ts'),
  CZ: () => import('./bic/cz.ts'),
  DE: () => import('./bic/de.ts'),
  DK: () => import('./bic/dk.ts'),
  EE: () => import('./bic/ee.ts'),
  ES: () => import('./bic/es.ts'),
  FI: () => import('./bic/fi.ts'),
  FR: () => import('./bic/fr.ts'),
  GB: () => import('./bic/gb.ts'),
  GP: () => import('./bic/gp.ts'),
  GR: () => import('./bic/gr.ts'),
  HR: () => import('./bic/hr.ts'),
  HU: () => import('./bic/hu.ts'),
  IE: () => import('./bic/ie.ts'),
  IL: () => import('./bic/il.ts'),
  IS: () => import('./bic/is.ts'),
  IT: () => import('./bic/it.ts'),
  LI: () => import('./bic/li.ts'),
  LT: () => import('./bic/lt.ts'),
  LU: () => import('./bic/lu.ts'),
  LV: () => import('./bic/lv.ts'),
  MC: () => import('./bic/mc.ts'),
  MD: () => import('./bic/md.ts'),
  ME: () => import('./bic/me.ts'),
  MQ: () => import('./bic/mq.ts'),
  MT: () => import('./bic/mt.ts'),
  NC: () => import('./bic/nc.ts'),
  NL: () => import('./bic/nl.ts'),
  NO: () => import('./bic/no.ts'),
  PF: () => import('./bic/pf.ts'),
  PL: () => import('./bic/pl.ts'),
  PT: () => import('./bic/pt.ts'),
  RE: () => import('./bic/re.ts'),
  RO: () => import('./bic/ro.ts'),
  SA: () => import('./bic/sa.ts'),
  SE: () => import('./bic/se.ts'),
  SI: () => import('./bic/si.ts'),
  SK: () => import('./bic/sk.ts'),
  TR: () => import('./bic/tr.ts'),
  US: () => import('./bic/us.ts'),
  YT: () => import('./bic/yt.ts'),
};
