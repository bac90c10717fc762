import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../../sdk/core/limits.ts';
import { DESCRIPTORS } from '../../../sdk/formats/index.ts';
import { IDENTITIES } from '../../../sdk/formats/identities.ts';
import { repoRoot } from '../../dev/paths.ts';
import { HEADER } from '../generated.ts';
import { formatLists, readFormats } from './formats.ts';

describe('the lists of the formats, built from data/formats.json', () => {
  it('are as a fresh build writes them (else: npm run build:data)', () => {
    for (const [path, content] of formatLists(HEADER)) {
      expect(readFileSync(join(repoRoot, 'sdk', 'formats', path), 'utf8'), `sdk/formats/${path}`).toBe(content);
    }
  });

  it('hold the formats of data/formats.json, in its two orders', () => {
    const { formats, detection } = readFormats();
    expect(FORMATS).toEqual(formats);
    expect(DESCRIPTORS.map((descriptor) => descriptor.id)).toEqual(formats);
    expect(IDENTITIES.map((identity) => identity.id)).toEqual(detection);
    expect(detection).toEqual(['bic', 'iban', 'us-routing', 'uk-sort-code']);
  });
});
