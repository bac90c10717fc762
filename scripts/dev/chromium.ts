/**
 * How every test, benchmark and audit here starts Chromium: Debian's build (no browser download
 * works on these machines), with the flags that keep it from reaching for a network that is closed.
 * @module
 */

/** The Chromium binary: `CHROMIUM_PATH`, or Debian's. */
export const CHROMIUM_PATH: string = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Launch flags: headless, no sandbox (tests run as root), no background networking. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
