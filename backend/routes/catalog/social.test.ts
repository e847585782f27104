import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { COMMENTS_PER_HOUR, REPEAT_SECONDS } from './comments';
import { count, productId } from './test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

describe('comments', () => {
  it('lists newest first with stars and names, never mobiles', async () => {
    const id = await productId(h, 'cappuccino');
    const { status, body } = await h.call('GET', `/api/v1/product/${id}/comments`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ count: 3, page: 1, limit: 10, pages: 1, rating: { avg: 4.7, count: 3 } });
    expect(body.data.results[0].customer_name).toBe('نگار کریمی');
    expect(JSON.stringify(body)).not.toMatch(/0913\d{7}/);
    const page2 = await h.call('GET', `/api/v1/product/${id}/comments?limit=2&page=2`);
    expect(page2.body.data.results).toHaveLength(1);
    expect((await h.call('GET', '/api/v1/product/99999999/comments')).status).toBe(404);
    expect((await h.call('GET', `/api/v1/product/${id}/comments?page=-1`)).status).toBe(400);
  });

  it('pages after a comment shown before, so a comment hidden or written meanwhile shifts nothing', async () => {
    const id = await productId(h, 'cappuccino');
    const list = async (query: string, limit = 1) => (await h.call('GET', `/api/v1/product/${id}/comments?limit=${limit}&${query}`)).body.data;
    const [first, second, third] = (await list('page=1', 3)).results;
    expect((await list('page=1')).has_more).toBe(true);
    await h.backend.db.query('UPDATE comments SET hidden = true WHERE id = $1', [first.id]);
    try {
      // By offset the second page would now be the third comment: the second would never show.
      expect((await list('page=2')).results[0].id).toBe(third.id);
      const next = await list(`page=2&before=${first.id}`);
      expect(next.results.map((c: { id: number }) => c.id)).toEqual([second.id]);
      expect(next.has_more).toBe(true);
      const last = await list(`page=3&before=${second.id}`);
      expect(last.results.map((c: { id: number }) => c.id)).toEqual([third.id]);
      expect(last.has_more).toBe(false);
    } finally {
      await h.backend.db.query('UPDATE comments SET hidden = false WHERE id = $1', [first.id]);
    }
    // Another product's comment, or none: the page number counts again; a malformed one is refused.
    const [other] = await h.backend.db.query<{ id: number }>('SELECT id FROM comments WHERE product_id <> $1 LIMIT 1', [id]);
    expect((await list(`page=2&before=${other.id}`)).results[0].id).toBe(second.id);
    expect((await list('page=2&before=99999999')).results[0].id).toBe(second.id);
    expect((await h.call('GET', `/api/v1/product/${id}/comments?before=abc`)).status).toBe(400);
  });

  it('pages after a comment written in the same millisecond as older ones (PostgreSQL keeps microseconds) without skipping them', async () => {
    const id = await productId(h, 'double-espresso');
    const [{ id: customerId }] = await h.backend.db.query<{ id: number }>('SELECT id FROM customers LIMIT 1');
    // Three comments of one bulk import: one millisecond, three microseconds, ids in order.
    const ids: number[] = [];
    for (const micro of ['001', '002', '003']) {
      const [row] = await h.backend.db.query<{ id: number }>(
        `INSERT INTO comments (product_id, customer_id, star, comment, created_at) VALUES ($1, $2, 5, 'یکسان', $3) RETURNING id`,
        [id, customerId, `2031-01-01T10:00:00.123${micro}Z`],
      );
      ids.push(row.id);
    }
    try {
      const list = async (query: string) => (await h.call('GET', `/api/v1/product/${id}/comments?limit=1&${query}`)).body.data;
      expect((await list('page=1')).results[0].id).toBe(ids[2]);
      const next = await list(`page=2&before=${ids[2]}`);
      expect(next.results[0].id).toBe(ids[1]);
      expect(next.has_more).toBe(true);
      expect((await list(`page=3&before=${ids[1]}`)).results[0].id).toBe(ids[0]);
    } finally {
      await h.backend.db.query('DELETE FROM comments WHERE id = ANY($1)', [ids]);
    }
  });

  it('needs a customer token to write: no token and guests get 401', async () => {
    const id = await productId(h, 'mocha');
    const body = { comment: 'خیلی خوب بود' };
    expect((await h.call('POST', `/api/v1/product/${id}/add/comment`, { body })).status).toBe(401);
    const guest = await h.guest();
    expect((await h.call('POST', `/api/v1/product/${id}/add/comment`, { body, token: guest })).status).toBe(401);
  });

  it('adds a comment with star 1 by default and shows it first with the customer name', async () => {
    const id = await productId(h, 'mocha');
    const me = await h.login('09121230011');
    await h.call('POST', `/api/v1/app/customers/${me.customerId}/edit`, { token: me.token, body: { first_name: 'رضا', last_name: 'نوری' } });
    const res = await h.call('POST', `/api/v1/product/${id}/add/comment`, {
      token: me.token,
      body: { customer_id: me.customerId, comment: '  موکای خوشمزه‌ای بود  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ product_id: id, star: 1, comment: 'موکای خوشمزه‌ای بود', customer_name: 'رضا نوری' });
    const list = await h.call('GET', `/api/v1/product/${id}/comments`);
    expect(list.body.data.results[0].id).toBe(res.body.data.id);
    expect(list.body.data.rating).toEqual({ avg: 1, count: 1 });

    const five = await h.call('POST', `/api/v1/product/${id}/add/comment`, { token: me.token, body: { star: '۵', comment: 'عالی' } });
    expect(five.body.data.star).toBe(5);
    const seo = await h.call('GET', `/api/v1/app/seo/product/${id}`);
    expect(seo.body.data.rating).toEqual({ avg: 3, count: 2 });
  });

  it('validates the comment body', async () => {
    const id = await productId(h, 'mocha');
    const me = await h.login('09121230012');
    const other = await h.login('09121230013');
    const post = (body: unknown) => h.call('POST', `/api/v1/product/${id}/add/comment`, { token: me.token, body });
    expect((await post({ comment: 'x' })).status).toBe(400);
    expect((await post({ comment: 'x'.repeat(1001) })).status).toBe(400);
    // Counted in characters, as the database does: one emoji is one, and invisible marks are none.
    expect((await post({ comment: '👍' })).body.msg).toBe('متن نظر باید دست‌کم ۲ حرف باشد');
    expect((await post({ comment: '\u200c\u200c\u200c' })).body.msg).toBe('متن نظر باید دست‌کم ۲ حرف باشد');
    expect((await post({ comment: '😀'.repeat(1000) })).status).toBe(200);
    expect((await post({})).status).toBe(400);
    expect((await post({ comment: 123 })).status).toBe(400);
    expect((await post({ comment: 'خوب بود', star: 6 })).status).toBe(400);
    expect((await post({ comment: 'خوب بود', star: 0 })).status).toBe(400);
    expect((await post({ comment: 'خوب بود', star: 'five' })).status).toBe(400);
    expect((await post({ comment: 'خوب بود', customer_id: other.customerId })).status).toBe(403);
    expect((await h.call('POST', '/api/v1/product/99999999/add/comment', { token: me.token, body: { comment: 'خوب بود' } })).status).toBe(404);
  });

  it('reports a comment once per user (409 on the second), hides it after three reports', async () => {
    const id = await productId(h, 'ny-cheesecake');
    const { body } = await h.call('GET', `/api/v1/product/${id}/comments`);
    const target = body.data.results[0];
    const reporters = [await h.login('09121230021'), await h.login('09121230022'), await h.login('09121230023')];
    const first = reporters[0];
    const path = (userId: number) => `/api/v1/product/${userId}/comments/${target.id}/report`;
    const reason = { user_id: first.userId, customer_id: first.customerId, comment: 'توهین‌آمیز است' };

    expect((await h.call('POST', path(first.userId), { body: reason })).status).toBe(401);
    const ok = await h.call('POST', path(first.userId), { token: first.token, body: reason });
    expect(ok.status).toBe(200);
    expect(ok.body.data.comment_id).toBe(target.id);
    expect(ok.body.data.product_id).toBe(id);
    const again = await h.call('POST', path(first.userId), { token: first.token, body: reason });
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);

    // Someone else's user id in the path or body is 403; a missing reason 400; an unknown comment 404.
    const second = reporters[1];
    expect((await h.call('POST', path(first.userId), { token: second.token, body: { comment: 'اسپم' } })).status).toBe(403);
    expect((await h.call('POST', path(second.userId), { token: second.token, body: { user_id: first.userId, comment: 'اسپم' } })).status).toBe(403);
    expect((await h.call('POST', path(second.userId), { token: second.token, body: { customer_id: first.customerId, comment: 'اسپم' } })).status).toBe(403);
    expect((await h.call('POST', path(second.userId), { token: second.token, body: {} })).status).toBe(400);
    expect(
      (await h.call('POST', `/api/v1/product/${second.userId}/comments/99999999/report`, { token: second.token, body: { comment: 'اسپم' } })).status,
    ).toBe(404);

    // A guest has no user id (stateless session): it must log in to report.
    const guest = await h.guest();
    expect((await h.call('POST', path(second.userId), { token: guest, body: { comment: 'اسپم' } })).status).toBe(401);

    // The third distinct report hides the comment.
    expect((await h.call('POST', path(second.userId), { token: second.token, body: { comment: 'اسپم' } })).status).toBe(200);
    const third = reporters[2];
    expect((await h.call('POST', path(third.userId), { token: third.token, body: { comment: 'نامربوط' } })).status).toBe(200);
    const after = await h.call('GET', `/api/v1/product/${id}/comments`);
    expect(after.body.data.results.map((c: any) => c.id)).not.toContain(target.id);
    expect(after.body.data.count).toBe(body.data.count - 1);
  });

  async function freshComment(productSlug: string, authorMobile: string): Promise<number> {
    const author = await h.login(authorMobile);
    const id = await productId(h, productSlug);
    const added = await h.call('POST', `/api/v1/product/${id}/add/comment`, { token: author.token, body: { comment: 'نظر تازه', star: 3 } });
    expect(added.status).toBe(200);
    return added.body.data.id;
  }

  async function isVisible(productSlug: string, commentId: number): Promise<boolean> {
    const { body } = await h.call('GET', `/api/v1/product/${await productId(h, productSlug)}/comments?limit=50`);
    return body.data.results.some((c: any) => c.id === commentId);
  }

  it('refuses guests: three guests cannot hide a comment', async () => {
    const commentId = await freshComment('cafe-latte', '09121230051');
    for (let i = 0; i < 3; i++) {
      const { body: guest } = await h.call('POST', '/api/v1/user/login/guest');
      // A stateless guest has no user id: whatever id it names, it must log in to report.
      const res = await h.call('POST', `/api/v1/product/1/comments/${commentId}/report`, {
        token: guest.data.token.access_token,
        body: { comment: 'نامربوط' },
      });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, data: null, code: 401 });
    }
    expect(await isVisible('cafe-latte', commentId)).toBe(true);
    expect(await count(h, 'SELECT count(*) FROM comment_reports WHERE comment_id = $1', [commentId])).toBe(0);
  });

  it('counts each customer once: one customer reporting twice and a second customer do not hide it', async () => {
    const commentId = await freshComment('cafe-latte', '09121230052');
    const [a, b] = [await h.login('09121230053'), await h.login('09121230054')];
    const report = (who: { userId: number; token: string }) =>
      h.call('POST', `/api/v1/product/${who.userId}/comments/${commentId}/report`, { token: who.token, body: { comment: 'تبلیغ است' } });
    expect((await report(a)).status).toBe(200);
    expect((await report(a)).status).toBe(409);
    // A second login of the same customer is a new session but the same reporter.
    const aAgain = await h.login('09121230053');
    expect((await report(aAgain)).status).toBe(409);
    expect((await report(b)).status).toBe(200);
    expect(await isVisible('cafe-latte', commentId)).toBe(true);

    const rows = await h.backend.db.query<{ customer_id: number; user_id: number; reason: string }>(
      'SELECT customer_id, user_id, reason FROM comment_reports WHERE comment_id = $1 ORDER BY id',
      [commentId],
    );
    expect(rows).toEqual([
      { customer_id: a.customerId, user_id: a.userId, reason: 'تبلیغ است' },
      { customer_id: b.customerId, user_id: b.userId, reason: 'تبلیغ است' },
    ]);
  });

  it('hides a comment once three customers report it in parallel', async () => {
    const commentId = await freshComment('cafe-latte', '09121230055');
    const reporters = [await h.login('09121230056'), await h.login('09121230057'), await h.login('09121230058')];
    const statuses = await Promise.all(
      reporters.map((r) =>
        h.call('POST', `/api/v1/product/${r.userId}/comments/${commentId}/report`, { token: r.token, body: { comment: 'توهین' } }),
      ),
    );
    expect(statuses.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(await isVisible('cafe-latte', commentId)).toBe(false);
  });

  it('refuses to let a customer report their own comment', async () => {
    const id = await productId(h, 'americano');
    const me = await h.login('09121230031');
    const added = await h.call('POST', `/api/v1/product/${id}/add/comment`, { token: me.token, body: { comment: 'خوب بود', star: 4 } });
    const res = await h.call('POST', `/api/v1/product/${me.userId}/comments/${added.body.data.id}/report`, {
      token: me.token,
      body: { comment: 'اشتباه' },
    });
    expect(res.status).toBe(400);
  });

  it('lets a customer write 5 comments an hour, then answers 429', async () => {
    const id = await productId(h, 'double-espresso');
    const me = await h.login('09121230061');
    // Start at the beginning of an hour window, so the count cannot straddle two windows.
    h.advance(3601 - ((h.now().getTime() / 1000) % 3600));
    let n = 0;
    const post = (who: { token: string }) => h.call('POST', `/api/v1/product/${id}/add/comment`, { token: who.token, body: { comment: `باز هم خوب بود ${++n}` } });
    for (let i = 0; i < COMMENTS_PER_HOUR; i++) expect((await post(me)).status).toBe(200);
    expect(await post(me)).toMatchObject({
      status: 429,
      body: { success: false, msg: 'تعداد نظرهای شما بیش از حد مجاز است؛ لطفاً ساعتی بعد دوباره تلاش کنید' },
    });
    expect(await count(h, 'SELECT count(*) FROM comments WHERE customer_id = $1', [me.customerId])).toBe(COMMENTS_PER_HOUR);
    expect((await post(await h.login('09121230062'))).status).toBe(200);
    h.advance(3600);
    expect((await post(me)).status).toBe(200);
  });

  it('writes a comment sent twice (a double press, a retry) once, at once or in turn; again after a while it is a new one', async () => {
    const id = await productId(h, 'hot-chocolate');
    const me = await h.login('09121230071');
    const ratingCount = async () => (await h.call('GET', `/api/v1/product/${id}/comments`)).body.data.rating.count as number;
    const before = await ratingCount();
    const post = (body: object) => h.call('POST', `/api/v1/product/${id}/add/comment`, { token: me.token, body });
    const same = { comment: 'هات چاکلت غلیظی بود', star: 4 };
    const answers = await Promise.all([post(same), post(same), post(same)]);
    for (const res of answers) expect(res.status).toBe(200);
    expect(new Set(answers.map((res) => res.body.data.id)).size).toBe(1);
    expect((await post(same)).body.data.id).toBe(answers[0].body.data.id);
    expect(await count(h, 'SELECT count(*) FROM comments WHERE customer_id = $1', [me.customerId])).toBe(1);
    expect(await ratingCount()).toBe(before + 1);
    // Other stars or other words are another comment.
    expect((await post({ ...same, star: 5 })).body.data.id).not.toBe(answers[0].body.data.id);
    h.advance(REPEAT_SECONDS + 1);
    expect((await post(same)).body.data.id).not.toBe(answers[0].body.data.id);
    expect(await count(h, 'SELECT count(*) FROM comments WHERE customer_id = $1', [me.customerId])).toBe(3);
  });

  it('tells the catalogue caches of comment changes, not of a report that changes no comment', async () => {
    const commentId = await freshComment('americano', '09121230063');
    const reporter = await h.login('09121230064');
    const notices: string[] = [];
    await h.backend.db.listen('catalog_changed', (payload) => notices.push(payload), () => {});
    const report = await h.call('POST', `/api/v1/product/${reporter.userId}/comments/${commentId}/report`, {
      token: reporter.token,
      body: { comment: 'نامربوط' },
    });
    expect(report.status).toBe(200);
    // Notifications come in commit order (PGlite's before the query returns): a notification of
    // the report would come before this probe's.
    await h.backend.db.query(`SELECT pg_notify('catalog_changed', 'probe')`);
    await vi.waitFor(() => expect(notices).toContain('probe'));
    expect(notices).toEqual(['probe']);
    // A change to comments still notifies (and so does its product's lastmod moving, migration 028).
    await h.backend.db.query('UPDATE comments SET star = 5 WHERE id = $1', [commentId]);
    await vi.waitFor(() => expect(new Set(notices)).toEqual(new Set(['probe', 'comments', 'products'])));
  });
});

describe('favourites', () => {
  it('adds (idempotently), lists, deletes one and deletes all', async () => {
    const me = await h.login('09121230041');
    const base = `/api/v1/app/customer/${me.customerId}`;
    const latte = await productId(h, 'cafe-latte');
    const cake = await productId(h, 'carrot-walnut-cake');
    expect((await h.call('GET', `${base}/favorites`, { token: me.token })).body.data).toEqual({ results: [], count: 0 });

    const add = await h.call('POST', `${base}/add/favorite`, { token: me.token, body: { product_id: latte } });
    expect(add.status).toBe(200);
    expect(add.body.data).toEqual({ product_id: latte, is_favorite: true });
    expect((await h.call('POST', `${base}/add/favorite`, { token: me.token, body: { product_id: latte } })).status).toBe(200);
    await h.call('POST', `${base}/add/favorite`, { token: me.token, body: { product_id: String(cake) } });

    const list = await h.call('GET', `${base}/favorites`, { token: me.token });
    expect(list.body.data.count).toBe(2);
    expect(list.body.data.results.map((p: any) => p.id).sort()).toEqual([latte, cake].sort());
    expect(list.body.data.results[0]).toHaveProperty('final_price');

    const del = await h.call('POST', `${base}/delete/favorite`, { token: me.token, body: { product_id: latte } });
    expect(del.body.data).toEqual({ product_id: latte, is_favorite: false });
    expect((await h.call('GET', `${base}/favorites`, { token: me.token })).body.data.results.map((p: any) => p.id)).toEqual([cake]);

    const clear = await h.call('POST', `${base}/delete/favorites`, { token: me.token });
    expect(clear.body.data).toEqual({ deleted: 1 });
    expect((await h.call('GET', `${base}/favorites`, { token: me.token })).body.data.count).toBe(0);
  });

  it('is for the own customer only: none 401, guest 401, another customer 403', async () => {
    const me = await h.login('09121230042');
    const other = await h.login('09121230043');
    const latte = await productId(h, 'cafe-latte');
    await h.call('POST', `/api/v1/app/customer/${me.customerId}/add/favorite`, { token: me.token, body: { product_id: latte } });
    const theirs = `/api/v1/app/customer/${me.customerId}`;
    expect((await h.call('GET', `${theirs}/favorites`)).status).toBe(401);
    expect((await h.call('GET', `${theirs}/favorites`, { token: await h.guest() })).status).toBe(401);
    expect((await h.call('GET', `${theirs}/favorites`, { token: other.token })).status).toBe(403);
    expect((await h.call('POST', `${theirs}/add/favorite`, { token: other.token, body: { product_id: latte } })).status).toBe(403);
    expect((await h.call('POST', `${theirs}/delete/favorites`, { token: other.token })).status).toBe(403);
    // Nothing changed for the owner.
    expect((await h.call('GET', `${theirs}/favorites`, { token: me.token })).body.data.count).toBe(1);
  });

  it('rejects bad and unknown product ids', async () => {
    const me = await h.login('09121230044');
    const add = (body: unknown) => h.call('POST', `/api/v1/app/customer/${me.customerId}/add/favorite`, { token: me.token, body });
    expect((await add({})).status).toBe(400);
    expect((await add({ product_id: 'abc' })).status).toBe(400);
    expect((await add({ product_id: -3 })).status).toBe(400);
    expect((await add({ product_id: [1] })).status).toBe(400);
    expect((await add({ product_id: 99999999 })).status).toBe(404);
  });
});

describe('stories', () => {
  it('lists stories and marks them seen per user', async () => {
    const anonymous = await h.call('GET', '/api/v1/stories/');
    expect(anonymous.status).toBe(200);
    const stories = anonymous.body.data.results;
    expect(stories.length).toBeGreaterThanOrEqual(3);
    expect(stories[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), seen: false });
    expect(stories[0].image).toMatch(/^\/media\/stories\/.+\.webp$/);

    const guest = await h.guest();
    const other = await h.guest();
    expect((await h.call('POST', `/api/v1/stories/${stories[1].id}/see/`)).status).toBe(401);
    const seen = await h.call('POST', `/api/v1/stories/${stories[1].id}/see/`, { token: guest });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual({ id: stories[1].id, seen: true });
    expect((await h.call('POST', `/api/v1/stories/${stories[1].id}/see`, { token: guest })).status).toBe(200);

    const mine = await h.call('GET', '/api/v1/stories/', { token: guest });
    expect(mine.body.data.results.map((s: any) => s.seen)).toEqual(stories.map((_: unknown, i: number) => i === 1));
    const theirs = await h.call('GET', '/api/v1/stories', { token: other });
    expect(theirs.body.data.results.every((s: any) => s.seen === false)).toBe(true);

    expect((await h.call('POST', '/api/v1/stories/99999999/see/', { token: guest })).status).toBe(404);
    expect((await h.call('POST', '/api/v1/stories/abc/see/', { token: guest })).status).toBe(404);
  });
});
