import type { FormatTyping } from '../typing.ts';

/**
 * A sort code is written `12-34-56`, filled in pair by pair (`12345` → `12-34-5`), on a numeric
 * keyboard; more than six digits, or anything but digits, stays as typed.
 */
export const sortCodeTyping: FormatTyping = {
  id: 'uk-sort-code',
  show: (raw, normalized) =>
    normalized.length <= 6 && /^[0-9]*$/.test(normalized) ? normalized.replace(/(..)(?=.)/g, '$1-') : raw,
  numeric: true,
};
