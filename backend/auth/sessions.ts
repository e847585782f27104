import type { Queryable } from '../db/client';
import type { Deps } from '../context';
import { signToken, verifyToken, TOKEN_TTL_SECONDS, type AuthClaims } from './tokens';

/**
 * Customer tokens are JWTs bound to a sessions row, so a token stops working the moment its row is
 * revoked (logout, or a login that replaces it) instead of living out its 30 days.
 */
export async function issueToken(deps: Deps, q: Queryable, claims: Omit<AuthClaims, 'sessionId' | 'guestKey'>): Promise<string> {
  const now = deps.now();
  const expires = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
  const [session] = await q.query<{ id: string }>(
    'INSERT INTO sessions (user_id, expires_at) VALUES ($1, $2) RETURNING id',
    [claims.userId, expires],
  );
  // Each login clears a few sessions past their expiry (their tokens are dead whatever the row
  // says), so the table holds live sessions, not every login ever. A revoked one stays until it
  // expires: its row is what refuses its still well-signed token.
  await q.query(
    // Checked again on the row itself: one renewed meanwhile (renewSession) is live again.
    `DELETE FROM sessions WHERE id IN (SELECT id FROM sessions WHERE expires_at < $1 LIMIT ${PURGE_BATCH}) AND expires_at < $1`,
    [now],
  );
  return signToken(deps.jwtSecret, { ...claims, sessionId: session.id });
}

/** Expired rows removed per login: more than logins add, so the table shrinks back. */
const PURGE_BATCH = 20;

const BEARER = /^Bearer (\S{1,4096})$/;

/** The claims of the Authorization header's token when it is valid and its session is live. */
export async function authenticate(deps: Deps, header: string | undefined): Promise<AuthClaims | null> {
  return (await liveSession(deps, header))?.claims ?? null;
}

/** authenticate(), with when the session ends (null for a stateless guest, which has no row). */
export async function liveSession(deps: Deps, header: string | undefined): Promise<{ claims: AuthClaims; expiresAt: Date | null } | null> {
  const match = BEARER.exec(header ?? '');
  const claims = match ? await verifyToken(deps.jwtSecret, match[1]) : null;
  if (!claims) return null;
  // A stateless guest token has no session to check: it grants nothing a fresh guest lacks.
  if (claims.guestKey) return { claims, expiresAt: null };
  const [live] = await deps.db.query<{ expires_at: Date }>(
    'SELECT expires_at FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > $3',
    [claims.sessionId, claims.userId, deps.now()],
  );
  return live ? { claims, expiresAt: new Date(live.expires_at) } : null;
}

/** A session in use is renewed once it was last renewed (or begun) a day ago or more. */
const RENEW_AFTER_SECONDS = 24 * 3600;

export function renewalDue(deps: Deps, expiresAt: Date | null): boolean {
  return expiresAt !== null && expiresAt.getTime() - deps.now().getTime() < (TOKEN_TTL_SECONDS - RENEW_AFTER_SECONDS) * 1000;
}

/**
 * A customer who keeps shopping stays logged in: their session's end moves to 30 days from now
 * and a new token of the same session is signed (the old one keeps working until its own end, and
 * logout still ends both). Null when the session ended meanwhile (a logout in the same call) or a
 * parallel call renewed it first: the conditional update lets one of them through.
 */
export async function renewSession(deps: Deps, claims: AuthClaims): Promise<string | null> {
  if (!claims.sessionId) return null;
  const now = deps.now();
  const expires = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
  const renewed = await deps.db.query(
    'UPDATE sessions SET expires_at = $2 WHERE id = $1 AND revoked_at IS NULL AND expires_at > $3 AND expires_at < $4 RETURNING id',
    [claims.sessionId, expires, now, new Date(expires.getTime() - RENEW_AFTER_SECONDS * 1000)],
  );
  if (!renewed.length) return null;
  const { userId, role, customerId, sessionId } = claims;
  return signToken(deps.jwtSecret, { userId, role, customerId, sessionId });
}

export async function revokeSession(deps: Deps, q: Queryable, sessionId: string | null): Promise<void> {
  if (!sessionId) return;
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, deps.now()]);
}
