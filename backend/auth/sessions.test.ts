import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { RENEWED_MAX_AGE_HEADER, RENEWED_ROLE_HEADER, RENEWED_TOKEN_HEADER } from '../../common/contract/session-headers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

/** A backend of the test's own (its clock moves, its tables are counted), closed after it. */
async function withOwnHarness(test: (own: Harness) => Promise<void>): Promise<void> {
  const own = await startHarness();
  try {
    await test(own);
  } finally {
    await own.backend.db.close();
  }
}

describe('sessions', () => {
  it('a token used after logout gets 401 at once', async () => {
    const me = await h.login('09121240011');
    const path = `/api/v1/app/customers/${me.customerId}`;
    expect((await h.call('GET', path, { token: me.token })).status).toBe(200);
    const out = await h.call('POST', '/api/v1/user/logout', { token: me.token });
    expect(out.status).toBe(200);
    const after = await h.call('GET', path, { token: me.token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, data: null, code: 401 });
    // Logging out twice with the dead token is 401 too.
    expect((await h.call('POST', '/api/v1/user/logout', { token: me.token })).status).toBe(401);
  });

  it('logout ends only that session: another device stays logged in', async () => {
    const phone = await h.login('09121240012');
    const laptop = await h.login('09121240012');
    await h.call('POST', '/api/v1/user/logout', { token: phone.token });
    expect((await h.call('GET', `/api/v1/app/customers/${laptop.customerId}`, { token: laptop.token })).status).toBe(200);
  });

  it('a login made with a guest token issues a session-bound customer token; the guest token stays only a guest', async () => {
    const guest = await h.guest();
    const mobile = '09121240013';
    await h.call('POST', '/api/v1/user/login', { body: { mobile } });
    const { body: otp } = await h.call('GET', `/api/dev/otp?mobile=${mobile}`);
    const login = await h.call('POST', '/api/v1/user/validate', { token: guest, body: { mobile, code: otp.code } });
    expect(login.status).toBe(200);
    const customerToken = login.body.data.token.access_token;
    const customerPath = `/api/v1/app/customers/${login.body.data.customer.id}`;
    expect((await h.call('GET', customerPath, { token: customerToken })).status).toBe(200);
    // Guest tokens are stateless (nothing to revoke) and never reach the customer's data.
    expect((await h.call('GET', customerPath, { token: guest })).status).toBe(401);
  });

  it('refuses a well-signed token whose session does not exist', async () => {
    const { signToken } = await import('./tokens');
    const forged = await signToken(new TextEncoder().encode('test-secret'), {
      userId: 1,
      role: 'guest',
      customerId: null,
      sessionId: '00000000-0000-0000-0000-000000000000',
    });
    expect((await h.call('POST', '/api/v1/user/logout', { token: forged })).status).toBe(401);
  });

  it('a login clears sessions past their expiry, and keeps a revoked one until then', async () => {
    await withOwnHarness(async (own) => {
      const sessions = async (userId: number) =>
        (await own.backend.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]))[0].n;
      const old = await own.login('09121240021');
      const revoked = await own.login('09121240022');
      await own.call('POST', '/api/v1/user/logout', { token: revoked.token });
      own.advance(29 * 86_400);
      await own.login('09121240023');
      // Revoked but not yet expired: its row is what refuses its token, so it stays.
      expect(await sessions(revoked.userId)).toBe(1);
      own.advance(2 * 86_400);
      await own.login('09121240023');
      expect(await sessions(old.userId)).toBe(0);
      expect(await sessions(revoked.userId)).toBe(0);
    });
  });

  it('a session in use is renewed once a day, by one of parallel calls: a customer who keeps shopping stays logged in past 30 days, until logout', async () => {
    await withOwnHarness(async (own) => {
      const me = await own.login('09121240031');
      const path = `/api/v1/app/customers/${me.customerId}`;
      const ends = async () =>
        (await own.backend.db.query<{ expires_at: Date }>('SELECT expires_at FROM sessions WHERE user_id = $1', [me.userId]))[0].expires_at;
      const renewedBy = (res: { headers: Headers }) => res.headers.get(RENEWED_TOKEN_HEADER);
      // Fresh from the login: nothing to renew.
      expect(renewedBy(await own.call('GET', path, { token: me.token }))).toBeNull();

      own.advance(2 * 86_400);
      const before = await ends();
      const calls = await Promise.all(Array.from({ length: 5 }, () => own.call('GET', path, { token: me.token })));
      expect(calls.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
      const renewals = calls.filter(renewedBy);
      expect(renewals).toHaveLength(1);
      const [renewal] = renewals;
      expect(renewal.headers.get(RENEWED_ROLE_HEADER)).toBe('customer');
      expect(renewal.headers.get(RENEWED_MAX_AGE_HEADER)).toBe(String(30 * 86_400));
      expect((await ends()).getTime() - before.getTime()).toBeGreaterThanOrEqual(2 * 86_400_000 - 60_000);
      const token = renewedBy(renewal)!;
      expect(renewedBy(await own.call('GET', path, { token }))).toBeNull();

      // Day 29 from the login: logout will end the session for both tokens.
      own.advance(27 * 86_400);
      const oldAlive = await own.call('GET', path, { token: me.token });
      expect(oldAlive.status).toBe(200);
      // Day 31 from the login, 29 from the renewal: still logged in with the new token; the old
      // one has ended with its own 30 days.
      own.advance(2 * 86_400);
      expect((await own.call('GET', path, { token })).status).toBe(200);
      expect((await own.call('GET', path, { token: me.token })).status).toBe(401);
      // 27 days after the last renewal: that call renewed (no fallback, or logout would test one token).
      expect(renewedBy(oldAlive), 'a call a day after the last renewal renews').not.toBeNull();
      const renewedAgain = renewedBy(oldAlive)!;
      expect(renewedAgain).not.toBe(token);
      expect((await own.call('POST', '/api/v1/user/logout', { token: renewedAgain })).status).toBe(200);
      expect((await own.call('GET', path, { token })).status).toBe(401);
      expect((await own.call('GET', path, { token: renewedAgain })).status).toBe(401);
      // A stateless guest token has no session to renew.
      const guest = await own.guest();
      own.advance(2 * 86_400);
      const story = (await own.call('GET', '/api/v1/stories/')).body.data.results[0].id;
      const seen = await own.call('POST', `/api/v1/stories/${story}/see`, { token: guest });
      expect(seen.status).toBe(200);
      expect(renewedBy(seen)).toBeNull();
    });
  });

  it("a token whose renewal never reached the browser is signed anew on a later call, so the customer is not logged out at the token's end", async () => {
    await withOwnHarness(async (own) => {
      const me = await own.login('09121240033');
      const path = `/api/v1/app/customers/${me.customerId}`;
      const renewedBy = (res: { headers: Headers }) => res.headers.get(RENEWED_TOKEN_HEADER);
      own.advance(29 * 86_400);
      // The renewing answer is lost (the call was cut short): the browser keeps the old token.
      expect(renewedBy(await own.call('GET', path, { token: me.token }))).not.toBeNull();
      // Calls sent together with it get no token of their own.
      expect(renewedBy(await own.call('GET', path, { token: me.token }))).toBeNull();
      own.advance(10 * 60);
      const later = renewedBy(await own.call('GET', path, { token: me.token }));
      expect(later).not.toBeNull();
      // Past the old token's 30 days, the new one carries on.
      own.advance(2 * 86_400);
      expect((await own.call('GET', path, { token: me.token })).status).toBe(401);
      expect((await own.call('GET', path, { token: later! })).status).toBe(200);
    });
  });

  it('a session not in use ends 30 days after its last renewal', async () => {
    await withOwnHarness(async (own) => {
      const me = await own.login('09121240032');
      const path = `/api/v1/app/customers/${me.customerId}`;
      own.advance(31 * 86_400);
      const late = await own.call('GET', path, { token: me.token });
      expect(late.status).toBe(401);
      expect(late.headers.get(RENEWED_TOKEN_HEADER)).toBeNull();
    });
  });
});
