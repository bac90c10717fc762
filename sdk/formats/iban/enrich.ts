/**
 * The `enrichment` of a valid IBAN (docs/contract.md §11): its country's facts, the print form, the
 * bank and the bank code's status in the directory. Unknown values are null, never guessed.
 * @module
 */
import type { FormatEnricher } from '../descriptor.ts';
import type { IbanEnrichment } from '../../core/api-types.ts';
import { found } from '../../core/enrichment.ts';
import { ibanCountry } from './country.ts';
import { formatIban } from './format.ts';
import { loadIbanLookup, lookupBankCodeStatusSync, lookupIbanBankSync } from './lookup.ts';
import { isQrIban } from './qr.ts';

/**
 * The enrichment of `n`, a valid normalized IBAN; loads its country's bank data first.
 * @example (await enrichIban('DE89370400440532013000')).bank?.bankName // 'Commerzbank'
 */
export async function enrichIban(n: string): Promise<IbanEnrichment> {
  const country = ibanCountry(n.slice(0, 2));
  await loadIbanLookup(n.slice(0, 2));
  const { name = null, sepa = null, currency = null } = country ?? {};
  const enrichment = {
    countryName: name,
    sepa,
    currency,
    formatted: formatIban(n),
    ...found(lookupIbanBankSync(n)),
    bankCodeStatus: lookupBankCodeStatusSync(n),
  };
  // A Swiss or Liechtenstein QR-IBAN takes payments with a QR reference only.
  if (isQrIban(n)) enrichment.warnings.push('QR_IBAN');
  return enrichment;
}

/** The enricher of the format, in `formats/enrichers.ts`. */
export const ibanEnricher: FormatEnricher<IbanEnrichment> = { id: 'iban', enrich: enrichIban };
