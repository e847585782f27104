import { SignJWT, jwtVerify } from 'jose';

export type Role = 'guest' | 'customer';

export interface AuthClaims {
  userId: number;
  role: Role;
  customerId: number | null;
  /** The sessions row this token belongs to (revocable). */
  sessionId: string;
}

const ISSUER = 'shop-backend';
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export function signToken(secret: Uint8Array, claims: AuthClaims): Promise<string> {
  return new SignJWT({ role: claims.role, cid: claims.customerId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(secret);
}

/** Returns the claims of a valid, unexpired token, or null for anything else. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<AuthClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const role = payload.role;
    if (!Number.isInteger(userId) || (role !== 'guest' && role !== 'customer')) return null;
    const customerId = typeof payload.cid === 'number' ? payload.cid : null;
    if (role === 'customer' && customerId === null) return null;
    // Tokens from before sessions existed carry no sid: they are refused like revoked ones.
    if (typeof payload.sid !== 'string') return null;
    return { userId, role, customerId, sessionId: payload.sid };
  } catch {
    return null;
  }
}
