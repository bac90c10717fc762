import { describe, expect, it } from 'vitest';
import { isValidIban } from './is-valid.ts';
import { isQrIban } from './qr.ts';
import { NOT_QR_IBANS, QR_IBANS } from '../../../test/vectors/iban-qr.ts';
import { IBAN_REGISTRY_EXAMPLES } from '../../../test/vectors/iban.ts';

describe('isQrIban', () => {
  it('is true for valid CH and LI IBANs of a QR-IID, 30000 to 31999, in any form', () => {
    for (const iban of QR_IBANS) {
      expect(isQrIban(iban), iban).toBe(true);
      expect(isValidIban(iban), iban).toBe(true);
    }
  });

  it('is false for other institutions and countries, invalid IBANs and junk', () => {
    for (const input of NOT_QR_IBANS) expect(isQrIban(input), input).toBe(false);
    for (const iban of Object.values(IBAN_REGISTRY_EXAMPLES)) expect(isQrIban(iban), iban).toBe(false);
    for (const junk of [undefined, null, 7, {}]) expect(isQrIban(junk as unknown as string)).toBe(false);
  });

  it('draws the line exactly at 30000 and 31999', () => {
    // The same account behind every institution identification from 29990 to 32009.
    for (let iid = 29990; iid <= 32009; iid++) {
      const bban = `${iid}000123456789`;
      let r = 0;
      for (const ch of `${bban}CH00`) r = (ch < 'A' ? r * 10 + Number(ch) : r * 100 + ch.charCodeAt(0) - 55) % 97;
      const iban = `CH${String(98 - r).padStart(2, '0')}${bban}`;
      expect(isValidIban(iban)).toBe(true);
      expect(isQrIban(iban), iban).toBe(iid >= 30000 && iid <= 31999);
    }
  });
});
