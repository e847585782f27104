import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/cart', '/cart'],
    ['/cart/checkout', '/cart/checkout'],
    ['/product/12?tab=comments#c3', '/product/12?tab=comments#c3'],
    ['/search?name=%D9%82%D9%87%D9%88%D9%87', '/search?name=%D9%82%D9%87%D9%88%D9%87'],
    ['/profile?redirect=/cart', '/profile?redirect=/cart'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  const hostile = [
    '//evil.example',
    '//evil.example/path',
    '///evil.example',
    '////evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'http://evil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'evil.example',
    'cart',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '%252F%252Fevil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    ' //evil.example',
    '\t//evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/%0d%0a/evil.example',
    '/\u0000/evil.example',
    '/%00evil',
    '//user:pass@evil.example',
    '/@evil.example'.replace('/', '//'),
    'http://same.origin@evil.example',
    '/\uff0f/evil.example',
    '/\u2215evil.example',
    '\uff0f\uff0fevil.example',
    '/\u200b/evil.example',
    '/\u202e/lmth.live',
    '/\ufeff/evil.example',
    '/%E2%80%8B/evil.example',
    '/%EF%BC%8F/evil.example',
    '/%ZZ',
    '',
    'x'.repeat(3000),
  ];

  it(`rejects ${hostile.length} hostile values`, () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
    for (const value of hostile) {
      expect(safeRedirect(value), JSON.stringify(value)).toBe('/');
    }
  });

  // Dot segments collapse when the URL is resolved: the result must be checked, not the input.
  const dotSegments = [
    '/.//evil.example',
    '/./\\evil.example',
    '/x/..//evil.example',
    '/x/../..//evil.example',
    '/../..//evil.example',
    '/././/evil.example/path?q=1',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/x/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/%2e/%2fevil.example',
    '%2F.%2F%2Fevil.example',
    '%2f%2e%2f%2fevil.example',
    '/%252e//evil.example',
    '%252F.%252F%252Fevil.example',
    '/.%2F%2Fevil.example',
    '/x/..%2F%2Fevil.example',
    '/./%5Cevil.example',
  ];

  it(`rejects ${dotSegments.length} dot-segment values that resolve to "//host", in any encoding`, () => {
    for (const value of dotSegments) {
      expect(safeRedirect(value), JSON.stringify(value)).toBe('/');
    }
  });

  it('still resolves harmless dot segments to a same-origin path', () => {
    expect(safeRedirect('/x/../cart')).toBe('/cart');
    expect(safeRedirect('/./profile')).toBe('/profile');
  });

  it('rejects non-strings and uses the fallback given', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(['/cart'])).toBe('/');
    expect(safeRedirect('//evil.example', '/profile')).toBe('/profile');
  });
});
