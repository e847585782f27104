import type { Deps } from '../context';
import { HttpError } from '../http';
import { signGuestToken, type AuthClaims } from './tokens';

/**
 * Guest sessions cost nothing until a guest writes: the token is stateless (a random guest key
 * as its subject) and a users row appears only when something must reference one (a story
 * view). So visitors who never do anything leave no row, however many there are.
 * What is stored is a counter of guest tokens per client address and window, so one address
 * cannot mint tokens without limit; it lives in the database so several servers share it.
 */
export const GUEST_WINDOW_SECONDS = 60;
/** The default (GUEST_LIMIT_PER_MINUTE); generous: a carrier's NAT puts many phones behind one address. */
export const GUESTS_PER_WINDOW = 60;
export const GUEST_LIMIT_MESSAGE = 'تعداد درخواست‌ها بیش از حد مجاز است؛ لطفاً کمی بعد دوباره تلاش کنید';

/** Counts one guest token for this address; 429 past the limit. */
async function countIssue(deps: Deps, address: string): Promise<void> {
  const now = deps.now();
  const windowStart = new Date(now.getTime() - GUEST_WINDOW_SECONDS * 1000);
  const [row] = await deps.db.query<{ issued: number; window_start: Date }>(
    `INSERT INTO guest_issues (address, window_start, issued) VALUES ($1, $2, 1)
     ON CONFLICT (address) DO UPDATE SET
       issued = CASE WHEN guest_issues.window_start <= $3 THEN 1 ELSE guest_issues.issued + 1 END,
       window_start = CASE WHEN guest_issues.window_start <= $3 THEN $2 ELSE guest_issues.window_start END
     RETURNING issued, window_start`,
    [address, now, windowStart],
  );
  // Old windows are dead weight: the table holds only addresses seen within the last window.
  await deps.db.query('DELETE FROM guest_issues WHERE window_start <= $1', [windowStart]);
  if (row.issued > (deps.guestsPerMinute ?? GUESTS_PER_WINDOW)) {
    const windowLeft = Math.ceil((new Date(row.window_start).getTime() - windowStart.getTime()) / 1000);
    throw new HttpError(429, GUEST_LIMIT_MESSAGE, Math.max(1, windowLeft));
  }
}

/** A new stateless guest token for a visitor at `address` (rate-limited). */
export async function issueGuestToken(deps: Deps, address: string): Promise<string> {
  await countIssue(deps, address);
  return signGuestToken(deps.jwtSecret, deps.now());
}

/** The users row of this token, created for a stateless guest on its first write. */
export async function userIdForWrite(deps: Deps, auth: AuthClaims): Promise<number> {
  if (!auth.guestKey) return auth.userId;
  const [row] = await deps.db.query<{ id: number }>(
    `INSERT INTO users (role, guest_key) VALUES ('guest', $1)
     ON CONFLICT (guest_key) DO UPDATE SET guest_key = EXCLUDED.guest_key RETURNING id`,
    [auth.guestKey],
  );
  return row.id;
}

/** The users row of this token if it has one (0 when a stateless guest has not written yet). */
export async function userIdForRead(deps: Deps, auth: AuthClaims | null): Promise<number> {
  if (!auth) return 0;
  if (!auth.guestKey) return auth.userId;
  const [row] = await deps.db.query<{ id: number }>('SELECT id FROM users WHERE guest_key = $1', [auth.guestKey]);
  return row?.id ?? 0;
}
