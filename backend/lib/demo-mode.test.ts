import { describe, expect, it } from 'vitest';
import { demoModeFrom, requireSiteUrl } from './demo-mode.mjs';

describe('demo mode', () => {
  it('follows SHOP_DEMO, and is on outside production when unset', () => {
    expect(demoModeFrom({ SHOP_DEMO: '1' })).toBe(true);
    expect(demoModeFrom({ SHOP_DEMO: '0' })).toBe(false);
    expect(demoModeFrom({ NODE_ENV: 'production' })).toBe(false);
    expect(demoModeFrom({ NODE_ENV: 'development' })).toBe(true);
  });

  it('is allowed on local and plain-http sites', () => {
    for (const SITE_URL of ['http://localhost:3000', 'https://localhost', 'https://127.0.0.1:8443', 'https://shop.localhost', 'http://shop.example']) {
      expect(demoModeFrom({ SHOP_DEMO: '1', SITE_URL }), SITE_URL).toBe(true);
    }
  });

  it('a real shop must name its public origin; the demo may run without one', () => {
    expect(() => requireSiteUrl({ SHOP_DEMO: '0' }, false)).toThrow(/SITE_URL/);
    expect(() => requireSiteUrl({ SHOP_DEMO: '0', SITE_URL: 'https://shop.example' }, false)).not.toThrow();
    expect(() => requireSiteUrl({ SHOP_DEMO: '1' }, true)).not.toThrow();
  });

  it('is refused on a public https site unless SHOP_DEMO_PUBLIC=1', () => {
    expect(() => demoModeFrom({ SHOP_DEMO: '1', SITE_URL: 'https://shop.example' })).toThrow(/SHOP_DEMO=0/);
    expect(() => demoModeFrom({ NODE_ENV: 'development', SITE_URL: 'https://cafe.ir/' })).toThrow(/demo mode/);
    expect(demoModeFrom({ SHOP_DEMO: '1', SITE_URL: 'https://shop.example', SHOP_DEMO_PUBLIC: '1' })).toBe(true);
    expect(demoModeFrom({ SHOP_DEMO: '0', SITE_URL: 'https://shop.example' })).toBe(false);
  });
});
