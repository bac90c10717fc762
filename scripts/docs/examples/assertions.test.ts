import { describe, expect, it } from 'vitest';
import { expectedSource, matches, PARTIAL, withAssertions } from './assertions.ts';
import { runExample } from './run.ts';
import { repoRoot } from '../../dev/paths.ts';

const example = (code: string) => ({ where: 'test.md:1', file: 'test.md', line: 1, code });

describe('the assertions of an example', () => {
  it('reads a value at the start of a comment, and prose as no assertion', () => {
    expect(expectedSource("'DE89' (the country)")).toBe("'DE89'");
    expect(expectedSource('true, and allocates nothing')).toBe('true');
    expect(expectedSource('-1.5e3 units')).toBe('-1.5e3');
    expect(expectedSource("{ a: 1, b: '}' }: an object")).toBe("{ a: 1, b: '}' }");
    expect(expectedSource('a valid German IBAN, the same every time')).toBeUndefined();
    expect(expectedSource('trueish')).toBeUndefined();
    expect(() => expectedSource("'not closed")).toThrow(SyntaxError);
  });

  it('makes `...` the rest of an object or an array', () => {
    expect(expectedSource('{ a: 1, ... }')).toBe(`{ a: 1, [${JSON.stringify(PARTIAL)}]: true }`);
    expect(matches({ a: 1, b: 2 }, { a: 1, [PARTIAL]: true })).toBe(true);
    expect(matches({ a: 2, b: 2 }, { a: 1, [PARTIAL]: true })).toBe(false);
    expect(matches({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(matches([1, 2, 3], [1, PARTIAL])).toBe(true);
    expect(matches([1], [1, 2, PARTIAL])).toBe(false);
    expect(matches(null, {})).toBe(false);
    expect(matches(Number.NaN, Number.NaN)).toBe(true);
  });

  it('asserts the statement of the line, or of the line before a comment alone, and leaves other lines', () => {
    const out = withAssertions(
      ["const x = f(); // 'no'", 'x.y; // 1', "g(1, { a: 'b' });", '// [2]', 'h({', '  a: 1, // 3', '});'].join('\n'),
      10,
    );
    expect(out.split('\n')).toEqual([
      "const x = f(); // 'no'",
      '__check((x.y), 11, "1");',
      '__check((g(1, { a: \'b\' })), 12, "[2]");',
      '',
      'h({',
      '  a: 1, // 3',
      '});',
    ]);
    expect(withAssertions('await load(); find() // 2', 1)).toBe('await load();__check((find()), 1, "2");');
  });

  it('fails an example whose value is wrong, and passes the right one', async () => {
    await expect(
      runExample(
        repoRoot,
        example(
          "import { formatIban } from 'bank-number/iban';\n" +
            "formatIban('DE89370400440532013000'); // 'DE89 3704 0044 0532 0130 01'",
        ),
      ),
    ).rejects.toThrow(/test\.md:2: expected "DE89 3704 0044 0532 0130 01", got "DE89 3704 0044 0532 0130 00"/);
    await runExample(
      repoRoot,
      example(
        "import { formatIban } from 'bank-number/iban';\n" +
          "formatIban('DE89370400440532013000'); // 'DE89 3704 0044 0532 0130 00'",
      ),
    );
  });
});
