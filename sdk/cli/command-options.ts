/**
 * The options of each command: what the parsers accept and what every help shows. This module
 * loads nothing of the server, so that `bank-number --help` runs without the server's libraries:
 * the defaults that the server names (where the store is, the sender of mail) are added by the
 * commands that load it (`commandUsage(name, defaults)`).
 * @module
 */
import { FORMATS } from '../core/limits.ts';
import type { OptionSpec } from './options.ts';

/** `--uk-modulus DIR` of `validate` and `serve` (uk-modulus-option.ts). */
const UK_MODULUS: OptionSpec = {
  name: 'uk-modulus',
  value: 'DIR',
  help:
    "check UK account numbers (GB IBANs, --account) with Pay.UK's modulus tables in DIR " +
    '(valacdos.txt, scsubtab.txt), as `bank-number data fetch uk-modulus` writes them',
  default: '.bank-number/uk-modulus, when it holds them; else no check',
};

export const VALIDATE_OPTIONS: readonly OptionSpec[] = [
  { name: 'format', short: 'f', value: FORMATS.join('|'), help: 'the format to check against' },
  { name: 'csv', value: 'FILE|-', help: 'read a CSV file (or stdin) and append the verdict to each row' },
  { name: 'column', value: 'NAME|NUMBER', help: 'with --csv: the column to check, by header name or by number from 1' },
  {
    name: 'delimiter',
    value: 'C',
    help: 'with --csv: the delimiter (, ; or tab); taken from the header row unless given',
  },
  { name: 'ndjson', help: 'with --csv: one JSON envelope per row instead of the rows' },
  {
    name: 'account',
    value: 'NUMBER',
    help: 'check the UK account number NUMBER with the sort code given (with the modulus tables, when there are some)',
  },
  {
    name: 'account-column',
    value: 'NAME|NUMBER',
    help: 'with --csv: the column of UK account numbers, checked with the sort code of --column',
  },
  UK_MODULUS,
];

const DATABASE: OptionSpec = {
  name: 'database',
  value: 'FILE|URL',
  help:
    'the store of API keys, accounts and sessions: a SQLite file, ' +
    'or postgres://user:password@host:port/db to share it between servers',
};

export const SERVE_OPTIONS: readonly OptionSpec[] = [
  { name: 'port', value: 'N', help: 'port to listen on (0 picks a free one)', default: '8787' },
  { name: 'host', value: 'HOST', help: 'address to listen on', default: '127.0.0.1' },
  {
    name: 'workers',
    value: 'N',
    help:
      'run N server processes sharing the port (1 to 64), each restarted when it dies; ' +
      'more than one needs --redis, so that they share the rate limits',
    default: '1',
  },
  DATABASE,
  {
    name: 'database-timeout',
    value: 'MS',
    help:
      'how long a request waits for the database before answering 503; ' +
      'keys read in the last minute keep working past it',
    default: '2000',
  },
  {
    name: 'redis',
    value: 'URL',
    help: 'keep rate-limit counters in Redis (redis://[user:password@]host:port[/db]), shared by every server using it',
    default: 'in memory',
  },
  {
    name: 'redis-timeout',
    value: 'MS',
    help: 'how long to wait for Redis to connect or answer before answering 503',
    default: '1000',
  },
  {
    name: 'metrics',
    value: 'HOST:PORT',
    help:
      "serve Prometheus metrics at /metrics on an address of their own (127.0.0.1:9464), not the API's; " +
      "with --workers, the primary serves every worker's counts summed",
    default: 'off',
  },
  {
    name: 'readyz-details',
    help: "name the dependency that failed in /readyz's answers (any caller can read them)",
    default: 'off: 200 or 503 alone',
  },
  {
    name: 'trust-proxy',
    value: 'N|LIST',
    help:
      'the reverse proxies in front that append X-Forwarded-For: how many, or their addresses and networks, ' +
      'comma-separated (10.0.0.0/8,192.0.2.7), so that the header is read only from them',
    default: '0',
  },
  {
    name: 'trace-context',
    value: 'proxies|any|none',
    help:
      "whose traceparent a request's span joins, its sampled flag included: requests through --trust-proxy " +
      "proxies, any request, or none; the others start a trace of the server's own",
    default: 'proxies',
  },
  {
    name: 'static',
    value: 'DIR',
    help: 'serve the files of DIR at / (the built demo site)',
    default: 'demo/dist, when it exists',
  },
  {
    name: 'allowed-hosts',
    value: 'LIST',
    help:
      'comma-separated Host names (name or name:port) the server answers; any other Host gets 421; ' +
      "--public-url's host is added",
    default: 'any Host',
  },
  {
    name: 'smtp',
    value: 'URL',
    help: 'send sign-in links through this SMTP server (smtp://[user:password@]host:port, smtps://… for TLS)',
    default: 'print them on stdout',
  },
  { name: 'mail-from', value: 'ADDRESS', help: 'the sender of sign-in links' },
  {
    name: 'public-url',
    value: 'URL',
    help: "the site's address as users see it: sign-in links point to its dashboard.html",
    default: 'the address it listens on',
  },
  {
    name: 'sign-up',
    help:
      'serve the account API although DIR has no dashboard.html: ' +
      'the account pages are at --public-url (required with it)',
  },
  { name: 'no-sign-up', help: 'no account API (/api/account/): keys come from `bank-number keys` only' },
  UK_MODULUS,
];

export const KEYS_OPTIONS: readonly OptionSpec[] = [
  { name: 'tier', value: 'starter|pro|business', help: 'create: the tier of the new key' },
  { name: 'label', value: 'TEXT', help: 'create: a label to tell the key apart' },
  { name: 'json', help: 'list: print JSON' },
  { name: 'email', value: 'ADDRESS', help: 'set-tier: the account signed up with this address, instead of one key' },
  DATABASE,
];

export const DATA_OPTIONS: readonly OptionSpec[] = [
  { name: 'json', help: 'print JSON' },
  {
    name: 'dir',
    value: 'DIR',
    help: "the folder of Pay.UK's UK modulus tables: fetch writes them there, status lists them from there",
    default: '.bank-number/uk-modulus',
  },
  { name: 'from', value: 'URL', help: 'fetch: the page that links the tables', default: "Pay.UK's page" },
];
