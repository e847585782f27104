import { SignJWT, jwtVerify } from 'jose';

export type Role = 'guest' | 'customer';

export interface AuthClaims {
  /** The users row; 0 for a stateless guest that has no row yet (see guestKey). */
  userId: number;
  role: Role;
  customerId: number | null;
  /** A stateless guest's random key (the token's subject); null for tokens of a users row. */
  guestKey: string | null;
  /** The sessions row a users-row token belongs to (revocable); null for a stateless guest. */
  sessionId: string | null;
}

const ISSUER = 'shop-backend';
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600;
const GUEST_SUBJECT = /^g:([0-9a-f-]{36})$/;

/** A token of a users row, bound to its sessions row (see auth/sessions.ts). */
export function signToken(secret: Uint8Array, claims: Omit<AuthClaims, 'guestKey'> & { sessionId: string }): Promise<string> {
  return sign(secret, String(claims.userId), { role: claims.role, cid: claims.customerId, sid: claims.sessionId });
}

/** A guest token with no users or sessions row behind it: its subject is a fresh random guest key. */
export function signGuestToken(secret: Uint8Array): Promise<string> {
  return sign(secret, `g:${crypto.randomUUID()}`, { role: 'guest', cid: null });
}

function sign(secret: Uint8Array, subject: string, payload: { role: Role; cid: number | null; sid?: string }): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(secret);
}

/** Returns the claims of a valid, unexpired token, or null for anything else. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<AuthClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const role = payload.role;
    const guest = GUEST_SUBJECT.exec(payload.sub ?? '');
    if (guest) return role === 'guest' ? { userId: 0, role, customerId: null, guestKey: guest[1], sessionId: null } : null;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId < 1 || (role !== 'guest' && role !== 'customer')) return null;
    const customerId = typeof payload.cid === 'number' ? payload.cid : null;
    if (role === 'customer' && customerId === null) return null;
    // Tokens from before sessions existed carry no sid: they are refused like revoked ones.
    if (typeof payload.sid !== 'string') return null;
    return { userId, role, customerId, guestKey: null, sessionId: payload.sid };
  } catch {
    return null;
  }
}
