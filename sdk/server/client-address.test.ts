import { describe, expect, it } from 'vitest';
import { addressBucket, clientAddress, trustedEntry } from './client-address.ts';

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
    for (const text of [undefined, '', 'unknown', '1:2:3', '1::2::3', '12345::', 'a.b.c.d', '1:2:3:4:5:6:7:8:9', '::ffff:1.2.3']) {
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
