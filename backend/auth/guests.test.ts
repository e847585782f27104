import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { GUEST_WINDOW_SECONDS, GUESTS_PER_WINDOW } from './guests';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

const userRows = async () => (await h.call('GET', '/api/dev/stats')).body as { users: number; guests: number };

function guestFrom(address: string, harness = h) {
  return harness.backend.fetch(new Request('http://backend/api/v1/user/login/guest', { method: 'POST', headers: { 'x-forwarded-for': address } }));
}

describe('stateless guest sessions', () => {
  it('issues guest tokens without adding a users row', async () => {
    const before = await userRows();
    const tokens = [];
    for (let i = 0; i < 5; i++) {
      const res = await guestFrom('10.0.0.1');
      const body = await res.json();
      expect(body.data.user).toEqual({ id: null, role: 'guest' });
      tokens.push(body.data.token.access_token);
    }
    expect(new Set(tokens).size).toBe(5);
    expect(await userRows()).toEqual(before);
    // The token is a working guest session: it reads stories, and is a guest (not a customer).
    expect((await h.call('GET', '/api/v1/stories/', { token: tokens[0] })).status).toBe(200);
    expect((await h.call('GET', '/api/v1/app/customers/1', { token: tokens[0] })).status).toBe(401);
  });

  it('creates the row on the first write, once, and keeps it per guest', async () => {
    const [mine, theirs] = [await h.guest(), await h.guest()];
    const stories = (await h.call('GET', '/api/v1/stories/', { token: mine })).body.data.results;
    const before = await userRows();
    await Promise.all([0, 1, 2].map(() => h.call('POST', `/api/v1/stories/${stories[0].id}/see/`, { token: mine })));
    expect(await userRows()).toEqual({ users: before.users + 1, guests: before.guests + 1 });
    const seen = (await h.call('GET', '/api/v1/stories/', { token: mine })).body.data.results;
    expect(seen[0].seen).toBe(true);
    const other = (await h.call('GET', '/api/v1/stories/', { token: theirs })).body.data.results;
    expect(other[0].seen).toBe(false);
  });

  it(`limits guest tokens to ${GUESTS_PER_WINDOW} per address and window`, async () => {
    for (let i = 0; i < GUESTS_PER_WINDOW; i++) expect((await guestFrom('10.0.0.2')).status).toBe(200);
    const refused = await guestFrom('10.0.0.2');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(GUEST_WINDOW_SECONDS);
    const body = await refused.json();
    expect(body).toMatchObject({ success: false, data: null, code: 429 });
    expect(body.msg).toMatch(/درخواست/);
    expect((await guestFrom('10.0.0.3')).status).toBe(200);
    h.advance(GUEST_WINDOW_SECONDS + 1);
    expect((await guestFrom('10.0.0.2')).status).toBe(200);
  });

  it('takes its limit from the options (GUEST_LIMIT_PER_MINUTE)', async () => {
    const tight = await startHarness({ guestsPerMinute: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await guestFrom('10.0.0.4', tight)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await tight.backend.db.close();
    }
  });
});
