import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addressBucket, clientAddress, forwardedHops, proxyAddresses, trustedEntry } from './client-address.ts';

describe('addressBucket (docs/contract.md §9)', () => {
  it('counts IPv4 per address', () => {
    expect(addressBucket('192.0.2.1')).toBe('ip4:192.0.2.1');
    expect(addressBucket('192.0.2.1:8080')).toBe('ip4:192.0.2.1');
    expect(addressBucket('192.0.2.01')).toBe('ip:unknown');
    expect(addressBucket('256.0.0.1')).toBe('ip:unknown');
  });

  it('counts IPv6 per /56', () => {
    expect(addressBucket('2001:db8:aaaa:bb00::1')).toBe('ip6:20010db8aaaabb');
    expect(addressBucket('2001:db8:aaaa:bbff:1:2:3:4')).toBe('ip6:20010db8aaaabb');
    expect(addressBucket('2001:0DB8:AAAA:BB00:0000:0000:0000:0001')).toBe('ip6:20010db8aaaabb');
    expect(addressBucket('[2001:db8:aaaa:bb00::1]:443')).toBe('ip6:20010db8aaaabb');
    expect(addressBucket('fe80::1%eth0')).toBe('ip6:fe800000000000');
    expect(addressBucket('::1')).toBe('ip6:00000000000000');
    expect(addressBucket('2001:db8:aaaa:cc00::1')).not.toBe(addressBucket('2001:db8:aaaa:bb00::1'));
  });

  it('counts IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(addressBucket('::ffff:192.0.2.1')).toBe('ip4:192.0.2.1');
    expect(addressBucket('::FFFF:c000:0201')).toBe('ip4:192.0.2.1');
    expect(addressBucket('0:0:0:0:0:ffff:192.0.2.1')).toBe('ip4:192.0.2.1');
  });

  it('puts everything that is not an address in one shared bucket', () => {
    for (const text of [
      undefined,
      '',
      'unknown',
      '1:2:3',
      '1::2::3',
      '12345::',
      'a.b.c.d',
      '1:2:3:4:5:6:7:8:9',
      '::ffff:1.2.3',
    ]) {
      expect(addressBucket(text), String(text)).toBe('ip:unknown');
    }
  });
});

describe('clientAddress', () => {
  it('is the peer without trusted proxies', () => {
    expect(clientAddress('10.0.0.1', '203.0.113.1', 0)).toBe('10.0.0.1');
  });

  it('reads X-Forwarded-For from the right, one entry per trusted proxy', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.9, 203.0.113.1', 1)).toBe('203.0.113.1');
    expect(clientAddress('10.0.0.2', '198.51.100.9, 203.0.113.1, 10.0.0.1', 2)).toBe('203.0.113.1');
    expect(clientAddress('10.0.0.2', '203.0.113.1', 5)).toBe('203.0.113.1');
    expect(clientAddress('10.0.0.1', null, 1)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', ' , ', 1)).toBe('10.0.0.1');
  });
});

describe('trustedEntry', () => {
  it('is the entry the outermost trusted proxy wrote, read from the right, empty entries skipped', () => {
    expect(trustedEntry('https, http', 1)).toBe('http');
    expect(trustedEntry('https, http', 2)).toBe('https');
    expect(trustedEntry('https , , http', 2)).toBe('https');
    expect(trustedEntry('https', 3)).toBe('https');
    expect(trustedEntry(' , ', 1)).toBeUndefined();
  });
});

describe('proxies known by address (--trust-proxy 10.0.0.0/8,192.0.2.7)', () => {
  const isProxy = proxyAddresses(['10.0.0.0/8', '192.0.2.7', '2001:db8:100::/40', '172.16.0.0/12']);

  it('matches addresses and networks, IPv4-mapped IPv6 as IPv4', () => {
    for (const address of [
      '10.0.0.1',
      '10.255.255.255',
      '192.0.2.7',
      '::ffff:10.1.2.3',
      '2001:db8:1ff::1',
      '172.31.0.1',
      '[2001:db8:100::2]:443',
    ]) {
      expect(isProxy(address), address).toBe(true);
    }
    for (const address of [
      '11.0.0.1',
      '192.0.2.8',
      '2001:db8:200::1',
      '172.32.0.1',
      '127.0.0.1',
      'unknown',
      '',
      '10.0.0.01',
    ]) {
      expect(isProxy(address), address).toBe(false);
    }
  });

  it('refuses entries that are neither an address nor a network', () => {
    for (const entry of ['', '10.0.0.0/33', '10.0.0.0/', '10.0.0.0/08', 'proxy.internal', '::/129', '10.0.0.0/8/8']) {
      expect(() => proxyAddresses([entry]), entry).toThrow(RangeError);
    }
    expect(proxyAddresses(['0.0.0.0/0'])('203.0.113.7')).toBe(true);
    expect(proxyAddresses(['::/0'])('203.0.113.7')).toBe(false);
  });

  it('trusts the forwarded entries only from a trusted peer, and only as far as the chain of proxies goes', () => {
    expect(forwardedHops(isProxy, '127.0.0.1', '203.0.113.7')).toBe(0);
    expect(forwardedHops(isProxy, undefined, '203.0.113.7')).toBe(0);
    expect(forwardedHops(isProxy, '10.0.0.2', '203.0.113.7')).toBe(1);
    expect(forwardedHops(isProxy, '10.0.0.2', '203.0.113.7, 192.0.2.7')).toBe(2);
    expect(forwardedHops(isProxy, '10.0.0.2', '198.51.100.1, 203.0.113.7, 192.0.2.7')).toBe(2);
    // Every entry a proxy: the leftmost one is the client.
    expect(forwardedHops(isProxy, '10.0.0.2', '10.0.0.9, 192.0.2.7')).toBe(2);
    expect(forwardedHops(isProxy, '10.0.0.2', null)).toBe(1);
    const client = (peer: string, header: string): string | undefined =>
      clientAddress(peer, header, forwardedHops(isProxy, peer, header));
    expect(client('127.0.0.1', '203.0.113.7')).toBe('127.0.0.1');
    expect(client('10.0.0.2', '198.51.100.1, 203.0.113.7, 192.0.2.7')).toBe('203.0.113.7');
  });

  it('never counts more hops than the request passed through, whatever the header says', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string()), { maxLength: 8 }),
        fc.ipV4(),
        (entries, peer) => {
          const header = entries.join(', ');
          const hops = forwardedHops(isProxy, peer, header);
          const listed = header.split(',').filter((entry) => entry.trim() !== '').length;
          expect(hops).toBeLessThanOrEqual(Math.max(1, listed));
          if (!isProxy(peer)) expect(hops).toBe(0);
        },
      ),
    );
  });
});
