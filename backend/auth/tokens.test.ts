import { describe, expect, it } from 'vitest';
import { signGuestToken, signToken, verifyToken } from './tokens';

const secret = new TextEncoder().encode('tokens-test-secret');
const other = new TextEncoder().encode('another-secret');

/** verifyToken keeps verified tokens: what it keeps must never let a bad token through. */
describe('verifyToken', () => {
  it('gives the same claims for a token checked again', async () => {
    const token = await signToken(secret, { userId: 7, role: 'customer', customerId: 3, sessionId: 's-1' });
    const first = await verifyToken(secret, token);
    expect(first).toEqual({ userId: 7, role: 'customer', customerId: 3, guestKey: null, sessionId: 's-1' });
    expect(await verifyToken(secret, token)).toEqual(first);
  });

  it('refuses a kept token under another secret, and an altered one', async () => {
    const token = await signGuestToken(secret);
    expect(await verifyToken(secret, token)).not.toBeNull();
    expect(await verifyToken(other, token)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyToken(secret, altered)).toBeNull();
  });
});
