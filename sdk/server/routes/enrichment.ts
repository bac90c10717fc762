/**
 * The `enrichment` of `/enrich` (docs/contract.md §11): what the lookup data says beyond `/validate`.
 * Unknown values are null, never guessed.
 * @module
 */
import type { Enrichment, EnrichmentWarning } from '../../core/api-types.ts';
import { countryName } from '../../core/country-names.ts';
import type { ValidationResult } from '../../core/types.ts';
import { formatBic } from '../../formats/bic/format.ts';
import { isTestBic } from '../../formats/bic/is-test-bic.ts';
import { loadBicLookup, lookupBicSync } from '../../formats/bic/lookup.ts';
import { ibanCountry } from '../../formats/iban/country.ts';
import { formatIban } from '../../formats/iban/format.ts';
import { isQrIban } from '../../formats/iban/qr.ts';
import { loadIbanLookup, lookupBankCodeStatusSync, lookupIbanBankSync } from '../../formats/iban/lookup.ts';
import { formatSortCode } from '../../formats/uk-sort-code/format.ts';
import type { SortCodeRecord } from '../../formats/uk-sort-code/lookup.ts';
import { loadSortCodeRecords, lookupSortCodeRecordSync } from '../../formats/uk-sort-code/lookup.ts';
import { fedDistrictName } from '../../formats/us-routing/districts.ts';
import { formatRoutingNumber } from '../../formats/us-routing/format.ts';
import type { RoutingNumberRecord } from '../../formats/us-routing/lookup.ts';
import { loadRoutingNumberRecords, lookupRoutingNumberRecordSync } from '../../formats/us-routing/lookup.ts';

/** The records of this package's lookup data, as `/enrich` carries them. */
interface BankRecords {
  routingNumber: RoutingNumberRecord;
  sortCode: SortCodeRecord;
}

/** The bank a lookup found, with the warning when it found none. */
function found<Bank>(bank: Bank | null): { bank: Bank | null; warnings: EnrichmentWarning[] } {
  return { bank, warnings: bank === null ? ['BANK_NOT_FOUND'] : [] };
}

/** The enrichment of a result; null when the number is invalid. */
export async function enrich(result: ValidationResult): Promise<Enrichment<BankRecords> | null> {
  if (!result.valid) return null;
  const n = result.normalized;
  switch (result.format) {
    case 'iban': {
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
    case 'us-routing':
      await loadRoutingNumberRecords();
      return {
        districtName: fedDistrictName(n),
        formatted: formatRoutingNumber(n),
        ...found(lookupRoutingNumberRecordSync(n)),
      };
    case 'uk-sort-code': {
      await loadSortCodeRecords();
      const bank = lookupSortCodeRecordSync(n);
      return { bic: bank?.bic ?? null, clearing: bank?.clearing ?? null, formatted: formatSortCode(n), ...found(bank) };
    }
    case 'bic': {
      await loadBicLookup(n.slice(4, 6));
      const institution = lookupBicSync(n);
      const testBic = isTestBic(n);
      const warnings: EnrichmentWarning[] = [];
      if (testBic) warnings.push('TEST_BIC');
      if (institution === null) warnings.push('BANK_NOT_FOUND');
      return { countryName: countryName(n.slice(4, 6)), formatted: formatBic(n), institution, testBic, warnings };
    }
    default:
      return null;
  }
}
