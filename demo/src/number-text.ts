/**
 * Bank numbers on narrow screens: a number may wrap between its groups (`DE89 3704 …`, or every
 * four characters of an unspaced IBAN) but never inside one, so that `021000021` or `DEUTDEFF` is
 * never cut in two. The text stays exactly as given: the groups are spans, and the break points
 * between unspaced groups are `<wbr>`.
 * @module
 */
import { el } from './dom.ts';

/** Tokens up to this length (a BIC has 11 characters, a routing number 9) stay whole. */
const WHOLE = 12;
/** The group size of a longer token, as IBANs are printed. */
const GROUP = 4;
/** Longer text is no bank number (128 characters is the most an input may have): it wraps anywhere. */
const LONGEST = 64;

/** `text` in a span that wraps only between groups; `className` is added to the span's class. */
export function numberText(text: string, className = ''): HTMLSpanElement {
  const classes = `number${className === '' ? '' : ` ${className}`}`;
  if (text.length > LONGEST) return el('span', { class: `${classes} number-long` }, text);
  const span = el('span', { class: classes });
  for (const token of text.split(/(\s+)/)) {
    if (token === '') continue;
    if (/^\s+$/.test(token)) {
      span.append(token);
      continue;
    }
    if (token.length <= WHOLE) {
      span.append(el('span', { class: 'group' }, token));
      continue;
    }
    for (let i = 0; i < token.length; i += GROUP) {
      if (i > 0) span.append(el('wbr'));
      span.append(el('span', { class: 'group' }, token.slice(i, i + GROUP)));
    }
  }
  return span;
}
