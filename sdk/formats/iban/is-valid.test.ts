import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSeparator } from '../../core/normalize.ts';
import { isValidIban } from './is-valid.ts';
import { IBAN_VECTORS } from '../../../test/vectors/iban.ts';

describe('isValidIban', () => {
  it('agrees with the vectors', () => {
    for (const { input, codes } of IBAN_VECTORS)
      expect(isValidIban(input), JSON.stringify(input)).toBe(codes.length === 0);
  });

  it('is false where validateIban throws, and never throws itself', () => {
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('   ')).toBe(false);
    expect(isValidIban(`DE89370400440532013000${' '.repeat(107)}`)).toBe(false);
    expect(isValidIban(`DE89370400440532013000${' '.repeat(106)}`)).toBe(true);
    expect(isValidIban('DE89370400440532013000'.repeat(1000))).toBe(false);
    for (const junk of [undefined, null, 42, {}, [], Symbol('x')])
      expect(isValidIban(junk as unknown as string)).toBe(false);
  });
});

describe('isValidIban: the separator expression of its slow path', () => {
  it('removes exactly the characters normalization removes, over every UTF-16 code unit', () => {
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      const s = `DE89${ch}370400440532013000`;
      expect(isValidIban(s), `U+${c.toString(16)}`).toBe(isSeparator(c));
    }
  });
});

describe('isValidIban: no allocation in electronic form', () => {
  it('runs half a million checks of canonical IBANs without a single garbage collection', () => {
    // A scavenge follows every few MB allocated; 16 bytes per call would trigger one. Run in a
    // child process so that nothing else allocates meanwhile, and optimize on the main thread: on a
    // busy machine the background compiler can lag, and unoptimized code boxes some numbers.
    const script = `
      import { isValidIban } from ${JSON.stringify(new URL('./is-valid.ts', import.meta.url).href)};
      import { IBAN_REGISTRY_EXAMPLES } from ${JSON.stringify(new URL('../../../test/vectors/iban.ts', import.meta.url).href)};
      const ex = Object.values(IBAN_REGISTRY_EXAMPLES).map((s) => s.split('').join(''));
      let n = 0;
      for (let r = 0; r < 1000; r++) for (const s of ex) if (isValidIban(s)) n++;
      globalThis.gc();
      console.log('START');
      for (let r = 0; r < 6000; r++) for (const s of ex) if (isValidIban(s)) n++;
      console.log('END ' + n);
    `;
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--no-concurrent-recompilation',
        '--expose-gc',
        '--trace-gc',
        '--input-type=module',
        '-e',
        script,
      ],
      {
        cwd: fileURLToPath(new URL('../../..', import.meta.url)),
        encoding: 'utf8',
      },
    );
    // The module loader's thread (tsx) has an isolate of its own that may collect at any time: only
    // the main isolate's lines count, the one of the collection that gc() asked for ("testing").
    const main = /\[\d+:(0x[0-9a-f]+)\][^\n]*testing/.exec(out)?.[1];
    expect(main, out).toBeDefined();
    const during = out
      .slice(out.indexOf('START'), out.indexOf('END'))
      .split('\n')
      .filter((line) => line.includes(`:${main}]`));
    expect(out).toContain(`END ${89 * 7000}`);
    expect(during.join('\n')).not.toMatch(/Scavenge|Mark-Compact|Mark-sweep/);
  }, 60_000);
});
