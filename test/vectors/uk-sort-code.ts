import type { ErrorCode } from '../../sdk/core/types.ts';

/** UK sort code vectors, grouped by the first error code they expect ('valid' for none). */
export const sortCodeVectors: Partial<Record<'valid' | ErrorCode, readonly string[]>> = {
  valid: ['12-34-56', '123456', '60-83-71', '04 00 04', '20–00–00', ' 40-47-84 ', '30.00.00'],
  NOT_NUMERIC: ['12-34-5A', '12/34/56', '12_34_56', '１２３４５６', 'AB-CD-EF'],
  WRONG_LENGTH: ['12-34-5', '1234567', '12', '12-34-56-78'],
};
