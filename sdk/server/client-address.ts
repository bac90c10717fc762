/**
 * Who an Open-tier request is counted against (docs/contract.md §9): the client address, IPv4 per
 * address, IPv6 per /56 (what one subscriber usually gets), IPv4-mapped IPv6 as the IPv4 address.
 * @module
 */

/**
 * The address of the client: the socket peer, or, behind `trustedProxies` proxies, the entry of
 * `X-Forwarded-For` that the outermost trusted proxy saw, read from the right. Entries further
 * left were written by the client and are not trusted. With fewer entries than trusted proxies,
 * the leftmost one is used.
 * @example clientAddress('10.0.0.2', '203.0.113.7, 10.0.0.1', 2) // '203.0.113.7'
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | null, trustedProxies: number): string | undefined {
  if (trustedProxies <= 0 || forwardedFor === null) return peer;
  return trustedEntry(forwardedFor, trustedProxies) ?? peer;
}

/**
 * The entry of a list header that proxies append to (`X-Forwarded-For`, `X-Forwarded-Proto`)
 * written by the outermost of `trustedProxies` (at least 1) trusted proxies, read from the right;
 * undefined when the header has no entry.
 * @example trustedEntry('https, http', 2) // 'https'
 */
export function trustedEntry(header: string, trustedProxies: number): string | undefined {
  const entries = header.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return entries[Math.max(0, entries.length - trustedProxies)];
}

/**
 * The rate-limit bucket of an address: `ip4:<address>`, `ip6:<first 56 bits in hex>`, or
 * `ip:unknown` for anything that is not an IP address (all such requests share one bucket,
 * so that an unreadable address never escapes the limit).
 * @example addressBucket('::ffff:192.0.2.1') // 'ip4:192.0.2.1'
 * @example addressBucket('2001:db8:aaaa:bb11::1') // 'ip6:20010db8aaaabb'
 */
export function addressBucket(address: string | undefined): string {
  if (address === undefined) return UNKNOWN;
  let bucket = buckets.get(address);
  if (bucket === undefined) {
    bucket = readBucket(address);
    // A busy server sees the same few addresses again and again; parse each once.
    if (buckets.size >= 4096) buckets.clear();
    buckets.set(address, bucket);
  }
  return bucket;
}

const buckets = new Map<string, string>();

function readBucket(address: string): string {
  const host = stripPort(address.trim());
  const v4 = parseIpv4(host);
  if (v4 !== null) return `ip4:${v4.join('.')}`;
  const v6 = parseIpv6(host);
  if (v6 === null) return UNKNOWN;
  if (isIpv4Mapped(v6)) return `ip4:${v6.slice(12).join('.')}`;
  let hex = '';
  for (let i = 0; i < 7; i++) hex += (v6[i] as number).toString(16).padStart(2, '0');
  return `ip6:${hex}`;
}

const UNKNOWN = 'ip:unknown';

/** `[v6]:port` → `v6`, `v4:port` → `v4`; a bare IPv6 address keeps all its colons. */
function stripPort(address: string): string {
  if (address.startsWith('[')) {
    const end = address.indexOf(']');
    return end === -1 ? address : address.slice(1, end);
  }
  const colon = address.indexOf(':');
  if (colon !== -1 && colon === address.lastIndexOf(':') && address.includes('.')) return address.slice(0, colon);
  return address;
}

/** Dotted-quad decimal only: leading zeros are refused, since some parsers read them as octal. */
function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

function parseIpv6(text: string): number[] | null {
  const zone = text.indexOf('%');
  const address = zone === -1 ? text : text.slice(0, zone);
  if (!/^[0-9A-Fa-f:.]+$/.test(address)) return null;
  let host: string;
  try {
    // The URL parser checks the address and writes it in hex groups with one `::` at most.
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = [], tail] = host.split('::').map((part) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16))));
  const words = tail === undefined ? head : [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

function isIpv4Mapped(bytes: number[]): boolean {
  for (let i = 0; i < 10; i++) if (bytes[i] !== 0) return false;
  return bytes[10] === 0xff && bytes[11] === 0xff;
}
