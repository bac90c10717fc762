import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEADER } from '../generated.ts';
import { repoRoot } from '../../dev/paths.ts';
import build, { codeBitmap, readCountries } from './countries.ts';

describe('scripts/build/countries', () => {
  it('sets one bit per code in the bitmap', () => {
    const bitmap = codeBitmap(['AD', 'AZ', 'ZA']);
    expect(bitmap[0]).toBe((1 << 3) | (1 << 25));
    expect(bitmap[25]).toBe(1);
    expect(bitmap.slice(1, 25).every((n) => n === 0)).toBe(true);
  });

  it('builds what is committed under sdk/generated/countries', () => {
    const files = build();
    expect([...files.keys()].sort()).toEqual(['countries/codes.ts', 'countries/names.ts']);
    for (const [path, content] of files) {
      expect(readFileSync(join(repoRoot, 'sdk', 'generated', path), 'utf8'), path).toBe(HEADER + content);
    }
  });

  it('keeps the codes module small', () => {
    expect(build().get('countries/codes.ts')!.length).toBeLessThan(700);
    expect(readCountries()).toHaveLength(250);
  });
});
