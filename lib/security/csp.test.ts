import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { hashPolicy, noncePolicy } from './csp.mjs';
import { EARLY_INSTALL_HASH, EARLY_INSTALL_SCRIPT } from '@/lib/pwa/early-install.mjs';

/** The two registration hosts of Firebase Cloud Messaging, in every page's connect-src. */
const FCM = ' https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com';

function directive(policy: string, name: string): string {
  return policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
}

describe('page CSP and the map picker', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('allows the default map style origin for fetches and images, nothing else from outside', () => {
    vi.stubEnv('NEXT_PUBLIC_MAP_STYLE_URL', '');
    const policy = noncePolicy('abc');
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' https://tiles.openfreemap.org${FCM}`);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://tiles.openfreemap.org");
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-abc' 'strict-dynamic' 'sha256-${EARLY_INSTALL_HASH}'`);
  });

  it('follows the configured style URL (origin only: no path, no key)', () => {
    vi.stubEnv('NEXT_PUBLIC_MAP_STYLE_URL', 'https://api.maptiler.com/maps/streets/style.json');
    const policy = hashPolicy(['h1']);
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' https://api.maptiler.com${FCM}`);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://api.maptiler.com");
  });

  it('adds nothing for a style URL that is not http(s) or not a URL', () => {
    for (const bad of ['javascript:alert(1)', 'not a url', 'data:text/plain,x']) {
      vi.stubEnv('NEXT_PUBLIC_MAP_STYLE_URL', bad);
      const policy = noncePolicy('n');
      expect(directive(policy, 'connect-src')).toBe(`connect-src 'self'${FCM}`);
      expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
    }
  });

  it('lets every page reach Firebase Cloud Messaging: the profile is reached by client-side links and keeps the policy it was loaded with', () => {
    vi.stubEnv('NEXT_PUBLIC_MAP_STYLE_URL', 'not a url');
    expect(directive(noncePolicy('n'), 'connect-src')).toBe(`connect-src 'self'${FCM}`);
    expect(directive(hashPolicy(['h1']), 'connect-src')).toBe(`connect-src 'self'${FCM}`);
  });
});

describe("the layout's inline install-offer script", () => {
  it('is allowed on nonce pages by its real hash', () => {
    expect(createHash('sha256').update(EARLY_INSTALL_SCRIPT).digest('base64')).toBe(EARLY_INSTALL_HASH);
  });
});
