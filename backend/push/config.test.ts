import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isVapidPublicKey, pushOptionsFromEnv, sameKey } from './config';

const firebase = { apiKey: 'AIzaTest', authDomain: 'shop.firebaseapp.com', projectId: 'shop', messagingSenderId: '1234567890', appId: '1:1234567890:web:abc' };
const vapid = createECDH('prime256v1').generateKeys().toString('base64url');

function read(env: Record<string, string>) {
  const warnings: string[] = [];
  const options = pushOptionsFromEnv(env, (message) => warnings.push(message));
  return { options, warnings };
}

describe('push configuration from the environment', () => {
  it('is off, silently, when nothing is set', () => {
    expect(read({})).toEqual({ options: { configKey: undefined, web: null }, warnings: [] });
    expect(read({ PUSH_CONFIG_KEY: 'k' })).toEqual({ options: { configKey: 'k', web: null }, warnings: [] });
  });

  it('keeps the known Firebase fields and the VAPID key', () => {
    const env = {
      PUSH_CONFIG_KEY: 'k',
      FIREBASE_WEB_CONFIG: JSON.stringify({ ...firebase, storageBucket: 'shop.appspot.com', measurementId: 'G-1', databaseURL: 'https://x', extra: { a: 1 } }),
      FIREBASE_VAPID_KEY: ` ${vapid} `,
    };
    const { options, warnings } = read(env);
    expect(warnings).toEqual([]);
    expect(options).toEqual({ configKey: 'k', web: { firebase: { ...firebase, storageBucket: 'shop.appspot.com', measurementId: 'G-1' }, vapid_key: vapid } });
  });

  it.each([
    ['bad JSON', { FIREBASE_WEB_CONFIG: '{apiKey:', FIREBASE_VAPID_KEY: vapid }, /not valid JSON/],
    ['a JSON array', { FIREBASE_WEB_CONFIG: '[]', FIREBASE_VAPID_KEY: vapid }, /not a JSON object/],
    ['missing fields', { FIREBASE_WEB_CONFIG: JSON.stringify({ apiKey: 'a', projectId: 'p' }), FIREBASE_VAPID_KEY: vapid }, /authDomain, messagingSenderId, appId/],
    ['an empty field', { FIREBASE_WEB_CONFIG: JSON.stringify({ ...firebase, appId: ' ' }), FIREBASE_VAPID_KEY: vapid }, /appId/],
    ['a bad optional field', { FIREBASE_WEB_CONFIG: JSON.stringify({ ...firebase, measurementId: 5 }), FIREBASE_VAPID_KEY: vapid }, /measurementId/],
    ['no VAPID key', { FIREBASE_WEB_CONFIG: JSON.stringify(firebase) }, /FIREBASE_VAPID_KEY is not/],
    ['a VAPID key only', { FIREBASE_VAPID_KEY: vapid }, /FIREBASE_WEB_CONFIG is not/],
    ['a malformed VAPID key', { FIREBASE_WEB_CONFIG: JSON.stringify(firebase), FIREBASE_VAPID_KEY: 'not-a-key' }, /P-256/],
  ])('turns push off with one warning for %s', (_, env, reason) => {
    const { options, warnings } = read({ PUSH_CONFIG_KEY: 'k', ...env });
    expect(options).toEqual({ configKey: 'k', web: null });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/push messaging is off/);
    expect(warnings[0]).toMatch(reason);
  });

  it('recognises a VAPID public key by its shape and point encoding', () => {
    expect(isVapidPublicKey(vapid)).toBe(true);
    expect(isVapidPublicKey(`${vapid}=`)).toBe(true);
    // 65 bytes, but not an uncompressed point.
    expect(isVapidPublicKey(Buffer.alloc(65, 1).toString('base64url'))).toBe(false);
    expect(isVapidPublicKey(vapid.slice(0, -4))).toBe(false);
    expect(isVapidPublicKey(`${vapid.slice(0, -1)}+`)).toBe(false);
  });

  it('compares keys whatever their lengths', () => {
    expect(sameKey('secret', 'secret')).toBe(true);
    expect(sameKey('secret', 'secreT')).toBe(false);
    expect(sameKey('', 'secret')).toBe(false);
    expect(sameKey('secret-and-more', 'secret')).toBe(false);
  });
});
