import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

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

// Tokens are issued and checked on the backend's clock (deps.now), the one its sessions rows use,
// so a token's end and its session's can be compared.

/** A token of a users row, bound to its sessions row (see auth/sessions.ts). */
export function signToken(secret: Uint8Array, claims: Omit<AuthClaims, 'guestKey'> & { sessionId: string }, now = new Date()): Promise<string> {
  return sign(secret, String(claims.userId), { role: claims.role, cid: claims.customerId, sid: claims.sessionId }, now);
}

/** A guest token with no users or sessions row behind it: its subject is a fresh random guest key. */
export function signGuestToken(secret: Uint8Array, now = new Date()): Promise<string> {
  return sign(secret, `g:${crypto.randomUUID()}`, { role: 'guest', cid: null }, now);
}

function sign(secret: Uint8Array, subject: string, payload: { role: Role; cid: number | null; sid?: string }, now: Date): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000))
    .sign(secret);
}

/** Verified tokens kept per secret, at most this many (least recently used dropped first). */
const VERIFIED_KEPT = 2000;
const verified = new WeakMap<Uint8Array, Map<string, { claims: AuthClaims; expiresMs: number }>>();

/**
 * Returns the claims of a valid, unexpired token, or null for anything else. A token's
 * signature is checked once and its claims kept until it expires: every API call of a session
 * carries the same token, and HMAC verification (jose) costs about as much as a small query.
 * Revocation is not a token property: authenticate() checks the session row on every call.
 */
export async function verifyToken(secret: Uint8Array, token: string, now = new Date()): Promise<AuthClaims | null> {
  return (await verifiedToken(secret, token, now))?.claims ?? null;
}

/** verifyToken(), with when the token ends (ms). */
export async function verifiedToken(secret: Uint8Array, token: string, now = new Date()): Promise<{ claims: AuthClaims; expiresMs: number } | null> {
  let kept = verified.get(secret);
  if (!kept) verified.set(secret, (kept = new Map()));
  const hit = kept.get(token);
  if (hit && hit.expiresMs > now.getTime()) {
    kept.delete(token);
    kept.set(token, hit);
    return hit;
  }
  kept.delete(token);
  const result = await checkSignature(secret, token, now);
  if (result) {
    kept.set(token, result);
    if (kept.size > VERIFIED_KEPT) kept.delete(kept.keys().next().value!);
  }
  return result;
}

async function checkSignature(secret: Uint8Array, token: string, now: Date): Promise<{ claims: AuthClaims; expiresMs: number } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    const claims = claimsOf(payload);
    return claims ? { claims, expiresMs: (payload.exp ?? 0) * 1000 } : null;
  } catch {
    return null;
  }
}

function claimsOf(payload: JWTPayload): AuthClaims | null {
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
}
