/** The invariants of docs/contract.md §1 that every `result` must satisfy, for any format's tests. */
import { expect } from 'vitest';
import type { ValidationResult } from '../types.ts';

/** Exactly the six keys, error and part shapes, invalid ⇒ nulls, and parts that tile `normalized`. */
export function expectWellFormedResult(r: ValidationResult): void {
  expect(Object.keys(r).sort()).toEqual(['bankInfo', 'breakdown', 'errors', 'format', 'normalized', 'valid']);
  for (const e of r.errors) expect(Object.keys(e).sort()).toEqual(['code', 'message', 'suggestion']);
  if (!r.valid) {
    expect(r.errors.length).toBeGreaterThan(0);
    expect(r.breakdown).toBeNull();
    expect(r.bankInfo).toBeNull();
    return;
  }
  expect(r.errors).toEqual([]);
  expect(r.format).not.toBeNull();
  expect(Object.keys(r.breakdown ?? {}).sort()).toEqual(['formatName', 'parts']);
  let at = 0;
  for (const p of r.breakdown?.parts ?? []) {
    expect(Object.keys(p).sort()).toEqual(['end', 'label', 'start', 'value']);
    expect(p.start).toBe(at);
    expect(p.end).toBeGreaterThan(p.start);
    expect(p.value).toBe(r.normalized.slice(p.start, p.end));
    at = p.end;
  }
  expect(at).toBe(r.normalized.length);
  if (r.bankInfo) expect(Object.keys(r.bankInfo).sort()).toEqual(['bankName', 'bic', 'city', 'country', 'countryCode']);
}
