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
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | null,
  trustedProxies: number,
): string | undefined {
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
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries[Math.max(0, entries.length - trustedProxies)];
}

/**
 * How many of the proxies in front of a request are trusted, when they are known by address: none
 * unless the peer is one of them; then one more for each entry of `X-Forwarded-For`, read from the
 * right, that is one of them too (as Express's `trust proxy` with a list of addresses).
 * @example forwardedHops(proxyAddresses(['10.0.0.0/8']), '10.0.0.2', '203.0.113.7, 10.0.0.1') // 2
 */
export function forwardedHops(
  isProxy: (address: string) => boolean,
  peer: string | undefined,
  forwardedFor: string | null,
): number {
  if (peer === undefined || !isProxy(peer)) return 0;
  const entries =
    forwardedFor === null
      ? []
      : forwardedFor
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== '');
  let hops = 1;
  while (hops < entries.length && isProxy(entries[entries.length - hops] as string)) hops++;
  return hops;
}

/**
 * A test for the addresses of trusted proxies, from a list of addresses and networks in CIDR
 * notation (`10.0.0.0/8`, `192.0.2.7`, `2001:db8::/32`). IPv4-mapped IPv6 addresses match as IPv4.
 * Throws a RangeError naming the first entry that is neither.
 * @example proxyAddresses(['10.0.0.0/8', '192.0.2.7'])('10.1.2.3') // true
 */
export function proxyAddresses(list: readonly string[]): (address: string) => boolean {
  const networks = list.map((entry) => {
    const network = parseNetwork(entry.trim());
    if (network === null) throw new RangeError(`Not an IP address or CIDR network: ${JSON.stringify(entry)}`);
    return network;
  });
  return (address) => {
    const bytes = addressBytes(address);
    return bytes !== null && networks.some((network) => inNetwork(bytes, network));
  };
}

interface Network {
  bytes: number[];
  prefix: number;
}

function parseNetwork(text: string): Network | null {
  const slash = text.indexOf('/');
  const bytes = addressBytes(slash === -1 ? text : text.slice(0, slash));
  if (bytes === null) return null;
  const bits = bytes.length * 8;
  if (slash === -1) return { bytes, prefix: bits };
  const prefix = text.slice(slash + 1);
  if (!/^(0|[1-9][0-9]{0,2})$/.test(prefix) || Number(prefix) > bits) return null;
  return { bytes, prefix: Number(prefix) };
}

/** The bytes of an IP address (4, or 16 for IPv6; IPv4-mapped IPv6 as its 4), or null. */
function addressBytes(address: string): number[] | null {
  const host = stripPort(address.trim());
  const v4 = parseIpv4(host);
  if (v4 !== null) return v4;
  const v6 = parseIpv6(host);
  if (v6 === null) return null;
  return isIpv4Mapped(v6) ? v6.slice(12) : v6;
}

function inNetwork(bytes: number[], network: Network): boolean {
  if (bytes.length !== network.bytes.length) return false;
  for (let bit = 0; bit < network.prefix; bit += 8) {
    const mask = network.prefix - bit >= 8 ? 0xff : (0xff << (8 - (network.prefix - bit))) & 0xff;
    if (((bytes[bit / 8] as number) & mask) !== ((network.bytes[bit / 8] as number) & mask)) return false;
  }
  return true;
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
  const bytes = addressBytes(address);
  if (bytes === null) return UNKNOWN;
  if (bytes.length === 4) return `ip4:${bytes.join('.')}`;
  let hex = '';
  for (let i = 0; i < 7; i++) hex += (bytes[i] as number).toString(16).padStart(2, '0');
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
  const [head = [], tail] = host
    .split('::')
    .map((part) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16))));
  const words =
    tail === undefined ? head : [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

function isIpv4Mapped(bytes: number[]): boolean {
  for (let i = 0; i < 10; i++) if (bytes[i] !== 0) return false;
  return bytes[10] === 0xff && bytes[11] === 0xff;
}
