/**
 * The systemd unit of docs/operating.md: systemd's own check of it (every option known, every
 * section right), its stop settings against the server's shutdown, and its command line against
 * the command's options. rolling-restart.test.ts runs that command line.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVE_OPTIONS } from '../../sdk/cli/command-options.ts';
import { readOptions } from '../../sdk/cli/options.ts';
import { WORKER_STOP_MS } from '../../sdk/cli/serve-workers.ts';
import { SHUTDOWN_TIMEOUT_MS } from '../../sdk/server/adapters/node.ts';
import { docBlock, envFile, execStart, UNIT_FILE, unitSettings } from './operating-doc.ts';

const SYSTEMD_ANALYZE = process.env['SYSTEMD_ANALYZE'] ?? '/usr/bin/systemd-analyze';
const unit = docBlock(UNIT_FILE);
const settings = unitSettings(unit);
const service = settings.get('Service') ?? new Map<string, string[]>();
const one = (name: string): string | undefined => service.get(name)?.at(-1);

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'bank-number-unit-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** A systemd time span (`20s`, `1min 30s`, `500ms`, a bare number of seconds) in ms. */
function timeSpanMs(text: string): number {
  const units: Record<string, number> = { ms: 1, s: 1000, sec: 1000, m: 60_000, min: 60_000 };
  let total = 0;
  for (const part of text.trim().split(/\s+/)) {
    const match = /^(\d+)(ms|s|sec|m|min)?$/.exec(part);
    if (match === null) throw new Error(`not a time span: ${text}`);
    total += Number(match[1]) * units[match[2] ?? 's']!;
  }
  return total;
}

describe('the systemd unit of docs/operating.md', () => {
  it('passes systemd-analyze verify with nothing to say', () => {
    // The unit as the page gives it, but for where Node is on this machine.
    const file = join(folder, 'bank-number@.service');
    writeFileSync(file, unit.replaceAll('/usr/bin/node ', `${process.execPath} `));
    symlinkSync(file, join(folder, 'bank-number@8787.service'));
    const version = execFileSync(SYSTEMD_ANALYZE, ['--version'], { encoding: 'utf8' });
    expect(version).toMatch(/^systemd \d+/);
    const run = spawnSync(SYSTEMD_ANALYZE, ['verify', join(folder, 'bank-number@8787.service')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // And it is a check: a misspelt option is reported.
    writeFileSync(
      file,
      unit.replace('NoNewPrivileges=yes', 'NoNewPrivilege=yes').replaceAll('/usr/bin/node ', `${process.execPath} `),
    );
    const misspelt = spawnSync(SYSTEMD_ANALYZE, ['verify', join(folder, 'bank-number@8787.service')], {
      encoding: 'utf8',
    });
    expect(misspelt.stderr).toMatch(/Unknown key (name )?'NoNewPrivilege' in section/);
  });

  it('stops with SIGTERM and waits longer than the server takes to stop', () => {
    expect(one('KillSignal')).toBe('SIGTERM');
    expect(one('KillMode')).toBe('mixed');
    const stopMs = timeSpanMs(one('TimeoutStopSec') ?? '');
    // The requests in flight get SHUTDOWN_TIMEOUT_MS, then mail and stores get the rest of
    // WORKER_STOP_MS (after which the primary of --workers kills what is left): systemd waits for all of it.
    expect(WORKER_STOP_MS).toBeGreaterThan(SHUTDOWN_TIMEOUT_MS);
    expect(stopMs).toBeGreaterThan(WORKER_STOP_MS);
    expect(stopMs).toBeLessThanOrEqual(WORKER_STOP_MS + 10_000);
    // The page says both figures in words.
    expect(unit).toContain(`(at most ${SHUTDOWN_TIMEOUT_MS / 1000} s)`);
    expect(unit).toContain(`systemd waits ${stopMs / 1000} s before it kills`);
    expect(one('Restart')).toBe('always');
  });

  it('runs unprivileged, hardened, with its settings from an environment file', () => {
    expect(one('User')).toBe('bank-number');
    expect(one('EnvironmentFile')).toBe('/etc/bank-number/bank-number.env');
    for (const [name, value] of [
      ['NoNewPrivileges', 'yes'],
      ['ProtectSystem', 'strict'],
      ['ProtectHome', 'yes'],
      ['PrivateTmp', 'yes'],
      ['CapabilityBoundingSet', ''],
    ] as const) {
      expect(one(name), name).toBe(value);
    }
    // V8 writes machine code at run time: this one would stop Node.
    expect(service.has('MemoryDenyWriteExecute')).toBe(false);
  });

  it('has a command line that `bank-number serve` accepts, every variable set by the environment file', () => {
    const args = execStart(unit, '8787', envFile());
    expect(args.slice(0, 3)).toEqual([
      '/usr/bin/node',
      '/opt/bank-number/node_modules/bank-number/bin/bank-number.js',
      'serve',
    ]);
    const parsed = readOptions(args.slice(3), SERVE_OPTIONS);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.positional).toEqual([]);
    expect(parsed.values).toMatchObject({
      port: '8787',
      host: '127.0.0.1',
      'trust-proxy': '127.0.0.1',
      database: expect.stringMatching(/^postgres:\/\//),
      redis: expect.stringMatching(/^redis:\/\//),
    });
  });
});
