// generated: do not edit. Built from data/ by npm run build:data.
/**
 * The 250 country codes of data/countries.json (ISO 3166-1 alpha-2 and XK) as a 26×26 bitmap:
 * bit `j` of entry `i` is set when the code of letters `A+i`, `A+j` exists.
 */
export const COUNTRY_CODE_BITMAP: readonly number[] = [
  0x2df5978, 0x36f7bfb, 0x3f27ded, 0x2005610, 0xe00d4, 0x25700, 0x15fb9fb, 0x1a3400,
  0xf7818, 0xd010, 0x342b1d0, 0x13e0507, 0x3fffcfd, 0x212c975, 0x1000, 0x14e3cf1,
  0x1, 0x544010, 0x3ae7fdf, 0x26a7eec, 0x3041041, 0x102155, 0x40020, 0x400,
  0x80010, 0x401001,
];
