import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './content-coding.mjs';

describe('content-coding negotiation', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip, deflate, br', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br', 'identity'],
    ['*', 'gzip'],
    ['identity', 'identity'],
    ['gzip;q=0', 'identity'],
    ['gzip;q=0.4, identity;q=0.8', 'identity'],
    ['*;q=0, identity;q=0.1', 'identity'],
    ['*;q=0', null],
    ['identity;q=0', null],
  ])('offering gzip, negotiates %j as %s', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });

  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['BR', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['gzip;q=1, br;q=0.9', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['br;q=0.2, identity', 'identity'],
    ['br;q=0, gzip;q=0, identity;q=0', null],
    ['zstd', 'identity'],
  ])('offering brotli then gzip, negotiates %j as %s', (header, coding) => {
    expect(negotiateEncoding(header, ['br', 'gzip'])).toBe(coding);
  });
});
