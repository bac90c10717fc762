import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataCommand } from './cli/data-command.ts';
import { dataStatus } from './data-status.ts';

describe('dataStatus', () => {
  it('lists every shipped dataset with publisher, release, date and validity', () => {
    const status = dataStatus(new Date('2026-12-02T12:00:00Z'));
    const de = status.find((s) => s.id === 'banks:DE:bundesbank');
    expect(de).toEqual({
      id: 'banks:DE:bundesbank',
      publisher: 'Deutsche Bundesbank, Bankleitzahlendatei',
      release: 'valid from 2026-09-07',
      date: '2026-09-07',
      validUntil: '2026-12-06',
      ageDays: 86,
      expired: false,
    });
    expect(status.find((s) => s.id === 'iban-registry')).toMatchObject({ release: 'release 102', validUntil: null });
    expect(status.length).toBeGreaterThan(40);
  });

  it('says expired once the last valid day has passed, and only then', () => {
    const on = (day: string) => dataStatus(new Date(`${day}T23:59:00Z`)).find((s) => s.id === 'banks:DE:bundesbank');
    expect(on('2026-12-06')?.expired).toBe(false);
    expect(on('2026-12-07')?.expired).toBe(true);
    expect(dataStatus(new Date('2030-01-01')).filter((s) => s.validUntil === null && s.expired)).toEqual([]);
  });
});

describe('bank-number data status', () => {
  afterEach(() => vi.restoreAllMocks());
  const output = () => {
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((s) => out.push(String(s)) > 0);
    vi.spyOn(process.stderr, 'write').mockImplementation((s) => err.push(String(s)) > 0);
    return { out, err };
  };

  it('exits 0 while every dataset is valid, 1 once one is past its validity', async () => {
    const { out } = output();
    expect(await dataCommand(['status'], new Date('2026-12-02T00:00:00Z'))).toBe(0);
    expect(out.join('')).toMatch(
      /^current {2}banks:DE:bundesbank {2}Deutsche Bundesbank, Bankleitzahlendatei; valid from 2026-09-07; data of 2026-09-07 \(86 days\); valid until 2026-12-06$/m,
    );
    expect(await dataCommand(['status'], new Date('2026-12-08T00:00:00Z'))).toBe(1);
    expect(out.join('')).toMatch(/^EXPIRED {2}banks:DE:bundesbank/m);
  });

  it('prints JSON with --json, and refuses an unknown action saying so', async () => {
    const { out, err } = output();
    expect(await dataCommand(['status', '--json'], new Date('2026-12-02T00:00:00Z'))).toBe(0);
    expect(JSON.parse(out.join(''))).toEqual(dataStatus(new Date('2026-12-02T00:00:00Z')));
    expect(await dataCommand(['bogus'])).toBe(2);
    expect(err.join('')).toMatch(/unknown action or option in 'bogus'\nusage: bank-number data status/);
  });
});
