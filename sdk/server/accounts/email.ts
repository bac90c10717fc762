/**
 * Which text is taken for an e-mail address at sign-up.
 * @module
 */

/** RFC 5321 §4.5.3.1: 64 characters for the local part, 254 for the whole path. */
const MAX_LOCAL = 64;
const MAX_ADDRESS = 254;
// Whitespace, control characters, lone surrogates, and the characters that turn an address into
// a display name, a list or a route for a mail client (`a<b@c.d>`, `a,b@c.d`): none of them
// belongs in an address typed into a sign-up form.
const REFUSED = /[\s\p{Cc}\p{Cs}<>()[\]\\,;:"]/u;

/**
 * True when `text` (already trimmed) looks like an address: at most 254 characters, one `@`, a
 * local part of 1 to 64 characters, a domain of at least two non-empty labels, and no whitespace,
 * control or delimiter characters. Whether mail reaches it is for the sign-in link to show.
 * @example isEmailAddress('person@example.com') // true
 */
export function isEmailAddress(text: string): boolean {
  if (text.length > MAX_ADDRESS || REFUSED.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || at > MAX_LOCAL || text.indexOf('@', at + 1) !== -1) return false;
  const labels = text.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((label) => label !== '');
}
