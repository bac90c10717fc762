import type { ErrorCode } from '../../sdk/core/types.ts';

/**
 * US routing number vectors, grouped by the first error code they expect ('valid' for none).
 * Valid numbers are real routing numbers published by their banks and the Federal Reserve
 * (e.g. 011000015 Federal Reserve Bank of Boston, 021000021 JPMorgan Chase, 026009593 Bank of
 * America, 121000248 Wells Fargo) in the forms people write them.
 */
export const routingVectors: Record<'valid' | ErrorCode, readonly string[]> = {
  valid: [
    '011000015',
    '021000021',
    '026009593',
    '121000248',
    '322271627',
    '111000025',
    '091000019',
    '071000013',
    '061000104',
    '044000037',
    '256074974', // prefix 25: thrift range 21–32
    '211274450',
    '154000008', // prefix 15: US Treasury (Fedwire)
    '155000007',
    '0110-0001-5',
    ' 021 000 021 ',
    '021.000.021',
  ],
  NOT_NUMERIC: ['02100002A', 'O21000021', '021000021/', '０２１０００００２１', '12345678٩'],
  WRONG_LENGTH: ['02100002', '0210000211', '0210'],
  INVALID_FED_DISTRICT: ['131000016', '401000011', '990000017', '810000001'],
  CHECKSUM_FAILED: ['021000022', '012000015', '121000284', '000000001'],
} as unknown as Record<'valid' | ErrorCode, readonly string[]>;
