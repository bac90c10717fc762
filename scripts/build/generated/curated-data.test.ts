import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFedPrefix, routingChecksumOk } from '../../../sdk/formats/us-routing/validate.ts';
import { HEADER } from '../generated.ts';
import { repoRoot } from '../../dev/paths.ts';
import buildUk, { readUkSortCodes, span } from './uk-sort-code.ts';
import buildUs, { nonSourceReason, readUsRouting } from './us-routing.ts';

/** Source kinds that count as primary: the bank itself, or a public body or university naming the bank it uses. */
const PRIMARY = [
  `bank's own page`,
  `copy of the bank's own article`,
  'UK public-sector page (Open Government Licence)',
  `UK university page (the university's own bank account)`,
];

const us = readUsRouting();
const uk = readUkSortCodes();

describe('data/us-routing-banks.json', () => {
  it('has a provenance block', () => {
    for (const key of ['what', 'howCurated', 'licence', 'curated']) expect(us.provenance[key], key).toBeTruthy();
  });

  it('has only numbers that pass the checksum and carry a Federal Reserve prefix', () => {
    for (const b of us.banks) {
      for (const { number } of b.routingNumbers) {
        expect(routingChecksumOk(number), number).toBe(true);
        expect(isFedPrefix(Number(number.slice(0, 2))), number).toBe(true);
      }
    }
  });

  it('has no number under two banks', () => {
    const owner = new Map<string, string>();
    for (const b of us.banks) {
      for (const { number } of b.routingNumbers) {
        expect(owner.get(number) ?? b.id, number).toBe(b.id);
        owner.set(number, b.id);
      }
    }
  });

  it('takes each number from the bank itself or from two agreeing third-party pages', () => {
    for (const b of us.banks) {
      for (const rn of b.routingNumbers) {
        const primary = rn.sources.some((s) => PRIMARY.includes(us.sources[s]?.kind ?? ''));
        if (!primary) expect(rn.sources.length, rn.number).toBeGreaterThanOrEqual(2);
        for (const s of rn.sources) expect(us.sources[s]?.url, s).toMatch(/^https?:\/\//);
      }
    }
  });

  it('covers at least the 49 banks of the curated sources', () => {
    expect(us.banks.length).toBeGreaterThanOrEqual(49);
    expect(new Set(us.banks.map((b) => b.name)).size).toBe(us.banks.length);
  });

  it('refuses a number that fails the checksum rather than correcting it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-routing-'));
    const bad = JSON.parse(readFileSync(join(repoRoot, 'data', 'us-routing-banks.json'), 'utf8'));
    bad.banks[0].routingNumbers[0].number = '021000022';
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    expect(() => readUsRouting(join(dir, 'bad.json'))).toThrow(/checksum/);
  });

  it('cites only pages that state the fact: no preview, query-only, tracking or listing links', () => {
    for (const [key, { url }] of Object.entries(us.sources)) expect(nonSourceReason(url), `${key}: ${url}`).toBeNull();
    for (const url of [
      'https://uspatriotloans.com/?page_id=3899&preview=true',
      'https://savingtipsdaily.com/?p=1176',
      'https://example.com/bank-routing-number/?preview=true',
      'https://example.com/?utm_source=feed',
      'http://www.example.org.au/category/booms/page/2/',
      'https://example.com/author/someone/',
      'https://example.com/tag/business/',
      'http://www.example.org/wp/2013/02/direct-deposit/?wpmp_switcher=desktop',
      'https://www.example.com/story/money/2017/10/24/merger/794833001/?from=new-cookie',
      'http://www.example.com/news/one-regulator?tag=00000157-6be0',
      'https://www.example.com/help/routing?utm_source=feed',
      'ftp://example.com/routing.txt',
      'routing-numbers.html',
    ]) {
      expect(nonSourceReason(url), url).not.toBeNull();
    }
    for (const url of [
      'https://www.ally.com/help/bank/account-information/',
      'http://helpcenter.capitalone360.com/bnk/Topic.aspx?category=C3COMTOPTN',
    ]) {
      expect(nonSourceReason(url), url).toBeNull();
    }
  });

  it('refuses a data file that cites a preview link', () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-routing-'));
    const bad = JSON.parse(readFileSync(join(repoRoot, 'data', 'us-routing-banks.json'), 'utf8'));
    const key = bad.banks[0].routingNumbers[0].sources[0];
    bad.sources[key].url = 'https://uspatriotloans.com/?page_id=3899&preview=true';
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    expect(() => readUsRouting(join(dir, 'bad.json'))).toThrow(/preview/);
  });
});

describe('data/uk-sort-codes.json', () => {
  it('has a provenance block', () => {
    for (const key of ['what', 'howCurated', 'licence', 'curated']) expect(uk.provenance[key], key).toBeTruthy();
  });

  it('has only 6-digit codes and ranges with a source each', () => {
    for (const b of uk.banks) {
      for (const e of b.sortCodes) {
        const [first, last] = span(e);
        expect(first).toMatch(/^\d{6}$/);
        expect(last).toMatch(/^\d{6}$/);
        const primary = e.sources.some((s) => PRIMARY.includes(uk.sources[s]?.kind ?? ''));
        if (!primary) expect(e.sources.length, first).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('refuses overlapping entries', () => {
    const dir = mkdtempSync(join(tmpdir(), 'uk-sort-'));
    const bad = JSON.parse(readFileSync(join(repoRoot, 'data', 'uk-sort-codes.json'), 'utf8'));
    bad.banks[0].sortCodes.push({ code: '090140', note: 'x', sources: ['cc-monzo'] });
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    expect(() => readUkSortCodes(join(dir, 'bad.json'))).toThrow(/overlaps/);
  });
});

describe('sdk/generated', () => {
  it('holds exactly what the US and UK builders produce from data/', () => {
    for (const [path, content] of [...buildUs(), ...buildUk()]) {
      expect(readFileSync(join(repoRoot, 'sdk', 'generated', path), 'utf8'), path).toBe(HEADER + content);
    }
  });
});
