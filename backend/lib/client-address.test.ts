import { describe, expect, it } from 'vitest';
import { addressBucket } from './client-address';

describe('addressBucket', () => {
  it('keeps IPv4 addresses and anything that is not an IP address', () => {
    for (const address of ['203.0.113.7', 'unknown', 'not:an:address', '']) expect(addressBucket(address)).toBe(address);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressBucket('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, whatever its spelling', () => {
    const bucket = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::', '2001:db8:1:2::1.2.3.4', '2001:DB8:1:2::A']) {
      expect(addressBucket(address), address).toBe(bucket);
    }
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('2001:db8:0:0:1::')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('::')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
