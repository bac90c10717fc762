/**
 * What the sign-up page says when the server refuses an e-mail address.
 * @module
 */

/**
 * Why the server refused an address, as far as the page can tell, in a sentence for the person who
 * typed it. The server decides (`INVALID_EMAIL`); this only explains its answer.
 */
export function emailAdvice(text: string): string {
  const at = text.split('@').length - 1;
  if (at === 0) return 'An e-mail address has an @ in it, like name@example.com.';
  if (at > 1) return 'An e-mail address has only one @, like name@example.com.';
  if (/\s/u.test(text)) return 'An e-mail address has no spaces in it.';
  const [local = '', domain = ''] = text.split('@');
  if (local === '') return 'Something is missing before the @: your name or mailbox, like name in name@example.com.';
  if (text.length > 254 || local.length > 64)
    return 'This address is too long: at most 254 characters, and 64 before the @.';
  if (/[<>()[\]\\,;:"]|\p{Cc}/u.test(text))
    return 'An e-mail address has no brackets, commas, semicolons, colons or quotes in it.';
  if (!/^[^.]+(\.[^.]+)+$/.test(domain)) return 'After the @ comes a domain with a dot, like example.com.';
  return 'This does not look like an e-mail address such as name@example.com.';
}
