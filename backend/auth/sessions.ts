import type { Queryable } from '../db/client';
import type { Deps } from '../context';
import { signToken, verifiedToken, TOKEN_TTL_SECONDS, type AuthClaims } from './tokens';

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
  return signToken(deps.jwtSecret, { ...claims, sessionId: session.id }, now);
}

/** Expired rows removed per login: more than logins add, so the table shrinks back. */
const PURGE_BATCH = 20;

const BEARER = /^Bearer (\S{1,4096})$/;

/** The claims of the Authorization header's token when it is valid and its session is live. */
export async function authenticate(deps: Deps, header: string | undefined): Promise<AuthClaims | null> {
  return (await liveSession(deps, header))?.claims ?? null;
}

export interface LiveSession {
  claims: AuthClaims;
  /** When the session ends; null for a stateless guest, which has no row. */
  expiresAt: Date | null;
  /** When the presented token ends (ms). */
  tokenExpiresMs: number;
}

/** authenticate(), with when the session and the token end. */
export async function liveSession(deps: Deps, header: string | undefined): Promise<LiveSession | null> {
  const match = BEARER.exec(header ?? '');
  const token = match ? await verifiedToken(deps.jwtSecret, match[1], deps.now()) : null;
  if (!token) return null;
  const { claims, expiresMs: tokenExpiresMs } = token;
  // A stateless guest token has no session to check: it grants nothing a fresh guest lacks.
  if (claims.guestKey) return { claims, expiresAt: null, tokenExpiresMs };
  const [live] = await deps.db.query<{ expires_at: Date }>(
    'SELECT expires_at FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > $3',
    [claims.sessionId, claims.userId, deps.now()],
  );
  return live ? { claims, expiresAt: new Date(live.expires_at), tokenExpiresMs } : null;
}

/** A session in use is renewed once it was last renewed (or begun) a day ago or more. */
const RENEW_AFTER_SECONDS = 24 * 3600;
/**
 * A token a renewal left behind is signed anew only this long after the renewal: calls sent
 * together with the renewing one carry the old token too, and need no token of their own.
 */
const RESIGN_AFTER_MS = 60_000;

/**
 * A new token for a session in use, or null. Due once a day: the session's end moves to 30 days
 * from now (renewSession). A token that ends a day or more before its session (its renewal's
 * answer never reached the browser: a call cut short by leaving the page) is signed anew, or the
 * customer would be logged out at its end while the session lives on.
 */
export async function renewedToken(deps: Deps, session: LiveSession): Promise<string | null> {
  const { claims, expiresAt, tokenExpiresMs } = session;
  if (expiresAt === null) return null;
  const now = deps.now().getTime();
  const ends = expiresAt.getTime();
  const due = ends - now < (TOKEN_TTL_SECONDS - RENEW_AFTER_SECONDS) * 1000;
  const leftBehind = tokenExpiresMs < ends - RENEW_AFTER_SECONDS * 1000 && now - (ends - TOKEN_TTL_SECONDS * 1000) >= RESIGN_AFTER_MS;
  if (due ? !(await renewSession(deps, claims)) : !leftBehind) return null;
  const { userId, role, customerId, sessionId } = claims;
  return signToken(deps.jwtSecret, { userId, role, customerId, sessionId: sessionId! }, deps.now());
}

/**
 * A customer who keeps shopping stays logged in: their session's end moves to 30 days from now
 * (a new token of it is signed; the old one keeps working until its own end, and logout still
 * ends both). False when the session ended meanwhile (a logout in the same call) or a parallel
 * call renewed it first: the conditional update lets one of them through.
 */
async function renewSession(deps: Deps, claims: AuthClaims): Promise<boolean> {
  const now = deps.now();
  const expires = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
  const renewed = await deps.db.query(
    'UPDATE sessions SET expires_at = $2 WHERE id = $1 AND revoked_at IS NULL AND expires_at > $3 AND expires_at < $4 RETURNING id',
    [claims.sessionId, expires, now, new Date(expires.getTime() - RENEW_AFTER_SECONDS * 1000)],
  );
  return renewed.length > 0;
}

export async function revokeSession(deps: Deps, q: Queryable, sessionId: string | null): Promise<void> {
  if (!sessionId) return;
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, deps.now()]);
}
