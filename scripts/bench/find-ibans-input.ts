/**
 * The adversarial input of the `findIbans` benchmark and of its time test: 1 MiB of text made to
 * tempt an extractor into going back and forth. Long runs of digits, of letters, of dashes and of
 * spaces; runs of country codes with check digits ("DE89 DE89 …", and Russia's, the longest IBAN),
 * each of which starts a possible IBAN that reads on through the next ones; print-form near misses
 * one character short, with a dash after; letters and digits alternating with single separators
 * (one long run of possible IBAN characters); and real IBANs between them, which must be found.
 * Deterministic: the same text every time.
 */
const BLOCKS: readonly string[] = [
  '1',
  'a',
  '-',
  ' ',
  'DE89 ',
  'RU03 ',
  'ru03-',
  'DE89 3704 0044 0532 0130 0- ',
  'a1 b2-c3.',
  'DE89',
  '- -',
];

/** The IBANs written between the blocks, each once per block, in print form. */
export const PLANTED = [
  'DE89 3704 0044 0532 0130 00',
  'GB29 NWBK 6016 1331 9268 19',
  'fr14 2004 1010 0505 0001 3m02 606',
] as const;

/** The adversarial text: `size` UTF-16 code units (1 MiB by default). */
export function adversarialText(size = 1 << 20): string {
  const blockSize = Math.floor(size / BLOCKS.length);
  let text = '';
  BLOCKS.forEach((unit, i) => {
    const planted = ` ${PLANTED[i % PLANTED.length]} `;
    let block = '';
    while (block.length < blockSize - planted.length) block += unit;
    text += block.slice(0, blockSize - planted.length) + planted;
  });
  return text.padEnd(size, ' ');
}
