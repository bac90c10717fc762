/**
 * The examples' assertions, read from their comments, as doctests read theirs: an expression
 * statement followed by a comment that starts with a value asserts that value,
 *
 * ```js
 * formatIban('DE89370400440532013000'); // 'DE89 3704 0044 0532 0130 00'
 * isSepaCountry('AL');                  // true: Albania, in SEPA since November 2024
 * ibanCountry('FR');                    // { name: 'France', length: 27, ... }
 * ```
 *
 * and so does a comment alone on the line after the statement. A value is a literal: a string, a
 * number, `true`, `false`, `null`, `undefined`, `NaN`, or an array or object of literals; what
 * follows it in the comment is a remark. `...` in an object means "and other properties", at the
 * end of an array "and other items". A comment that starts with a word is prose and asserts nothing.
 * @module
 */

/** Marks an object or array of an expected value as partial. */
export const PARTIAL = '\u0000partial';

interface Line {
  code: string;
  comment: string | undefined;
  /** Whether the line starts, and ends, outside any expression (an object literal, a call's arguments). */
  startsStatement: boolean;
  endsStatement: boolean;
  /** Offsets in `code` of `;` that end a statement on this line. */
  semicolons: number[];
}

const KEYWORD = new RegExp(
  '^(import|export|const|let|var|if|else|for|while|do|try|catch|finally|return|throw|function|class|' +
    String.raw`switch|case|default|break|continue|async\s+function)\b`,
);

/** Splits the code into lines with their comments, knowing which lines are whole statements. */
function scan(source: string): Line[] {
  const stack: Array<'expr' | 'block'> = [];
  let quote: string | null = null;
  let blockComment = false;
  let lastSignificant = '';
  let lastWord = '';
  const lines: Line[] = [];
  for (const text of source.split('\n')) {
    const startsStatement = quote === null && !blockComment && !stack.includes('expr');
    let comment: string | undefined;
    let codeEnd = text.length;
    const semicolons: number[] = [];
    for (let i = 0; i < text.length; i++) {
      const c = text[i] as string;
      if (blockComment) {
        if (c === '*' && text[i + 1] === '/') {
          blockComment = false;
          i++;
        }
        continue;
      }
      if (quote !== null) {
        if (c === '\\') i++;
        else if (c === quote) quote = null;
        continue;
      }
      if (c === '/' && text[i + 1] === '/') {
        comment = text.slice(i + 2).trim();
        codeEnd = i;
        break;
      }
      if (c === '/' && text[i + 1] === '*') {
        blockComment = true;
        i++;
        continue;
      }
      if (c === "'" || c === '"' || c === '`') quote = c;
      else if (c === '(' || c === '[') stack.push('expr');
      else if (c === '{') stack.push('=(,:[?!&|'.includes(lastSignificant) || lastWord === 'return' ? 'expr' : 'block');
      else if (c === ')' || c === ']' || c === '}') stack.pop();
      else if (c === ';' && !stack.includes('expr')) semicolons.push(i);
      if (!/\s/.test(c)) {
        lastSignificant = c;
        lastWord = /\w/.test(c) ? (/[\w$]+$/.exec(text.slice(0, i + 1))?.[0] ?? '') : '';
      }
    }
    // A template literal may span lines; a quote of another kind may not.
    if (quote === "'" || quote === '"') quote = null;
    const endsStatement = quote === null && !blockComment && !stack.includes('expr');
    lines.push({ code: text.slice(0, codeEnd), comment, startsStatement, endsStatement, semicolons });
  }
  return lines;
}

/** The end of the literal at the start of `text`, or -1 when `text` does not start with one. */
function literalEnd(text: string): number {
  const first = text[0];
  if (first === undefined) return -1;
  if (first === "'" || first === '"' || first === '`') {
    for (let i = 1; i < text.length; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === first) return i + 1;
    }
    return -1;
  }
  if (first === '{' || first === '[') {
    let depth = 0;
    let quote: string | null = null;
    for (let i = 0; i < text.length; i++) {
      const c = text[i] as string;
      if (quote !== null) {
        if (c === '\\') i++;
        else if (c === quote) quote = null;
      } else if (c === "'" || c === '"' || c === '`') quote = c;
      else if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    return -1;
  }
  const word = /^(?:-?\d[\d_]*(?:\.\d+)?(?:e[+-]?\d+)?|true|false|null|undefined|NaN|-?Infinity)(?![\w$])/.exec(text);
  return word === null ? -1 : word[0].length;
}

/** The value a comment asserts, as JavaScript source (`...` made into {@link PARTIAL}), or undefined for prose. */
export function expectedSource(comment: string): string | undefined {
  if (!/^(['"`{[]|-?\d|(true|false|null|undefined|NaN|-?Infinity)(?![\w$]))/.test(comment)) return undefined;
  const end = literalEnd(comment);
  if (end < 0) throw new SyntaxError(`the value in the comment is not closed: ${comment}`);
  const literal = comment.slice(0, end);
  // `...` outside strings: a property or an item that stands for the rest.
  let out = '';
  let quote: string | null = null;
  const open: string[] = [];
  for (let i = 0; i < literal.length; i++) {
    const c = literal[i] as string;
    if (quote !== null) {
      if (c === '\\') {
        out += c + (literal[i + 1] ?? '');
        i++;
        continue;
      }
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '{' || c === '[') open.push(c);
    else if (c === '}' || c === ']') open.pop();
    else if (literal.startsWith('...', i)) {
      out += open[open.length - 1] === '{' ? `[${JSON.stringify(PARTIAL)}]: true` : JSON.stringify(PARTIAL);
      i += 2;
      continue;
    }
    out += c;
  }
  return out;
}

/**
 * The example with each asserting statement wrapped in `__check(value, line, expected)`; `line` is
 * the statement's line number counted from `firstLine`.
 */
export function withAssertions(source: string, firstLine: number): string {
  const lines = scan(source);
  const out = lines.map((line) => line.code + (line.comment !== undefined ? `// ${line.comment}` : ''));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    let comment = line.comment;
    let commentLine = i;
    const next = lines[i + 1];
    if (comment === undefined && next !== undefined && next.code.trim() === '' && next.comment !== undefined) {
      comment = next.comment;
      commentLine = i + 1;
    }
    if (comment === undefined || !line.startsStatement || !line.endsStatement || line.code.trim() === '') continue;
    const expected = expectedSource(comment);
    if (expected === undefined) continue;
    // The last statement of the line is the one asserted.
    const trimmedEnd = line.code.replace(/[\s;]*$/, '');
    const lastSemicolon = line.semicolons.filter((at) => at < trimmedEnd.length).pop();
    const head = lastSemicolon === undefined ? '' : line.code.slice(0, lastSemicolon + 1);
    const statement = trimmedEnd.slice(head.length).trim();
    if (statement === '' || KEYWORD.test(statement) || /^[})\].]/.test(statement)) continue;
    const indent = /^\s*/.exec(head === '' ? line.code : '')?.[0] ?? '';
    out[i] = `${indent}${head}__check((${statement}), ${firstLine + i}, ${JSON.stringify(expected)});`;
    if (commentLine !== i) out[commentLine] = '';
  }
  return out.join('\n');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Whether `actual` is `expected`, where {@link PARTIAL} in `expected` leaves the rest open. */
export function matches(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return false;
    const partial = expected[expected.length - 1] === PARTIAL;
    const items = partial ? expected.slice(0, -1) : expected;
    if (partial ? actual.length < items.length : actual.length !== items.length) return false;
    return items.every((item, i) => matches(actual[i], item));
  }
  if (isPlainObject(expected)) {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const partial = PARTIAL in expected;
    const keys = Object.keys(expected).filter((key) => key !== PARTIAL);
    if (!partial && Object.keys(actual).length !== keys.length) return false;
    return keys.every(
      (key) => Object.hasOwn(actual, key) && matches((actual as Record<string, unknown>)[key], expected[key]),
    );
  }
  return Object.is(actual, expected);
}

export class ExampleFailure extends Error {}

/** The function that an example's `__check(actual, line, expected)` calls. */
export function checker(file: string): (actual: unknown, line: number, expected: string) => void {
  return (actual, line, expected) => {
    const value = new Function(`"use strict"; return (${expected});`)() as unknown;
    if (!matches(actual, value)) {
      const shown = (v: unknown) =>
        JSON.stringify(v, (_, x: unknown) => (x === undefined ? '<undefined>' : x === PARTIAL ? '...' : x));
      throw new ExampleFailure(`${file}:${line}: expected ${shown(value)}, got ${shown(actual)}`);
    }
  };
}
