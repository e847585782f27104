import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { cartCustomers, insertCartFixture, interleaveQueries, lineCounts as counts, type CartFixture } from './fixtures';
import { MERGES_KEPT } from './update';

let h: Harness;
let fx: CartFixture;

beforeAll(async () => {
  h = await startHarness();
  fx = await insertCartFixture(h);
});
afterAll(() => h.backend.db.close());

const customer = cartCustomers(() => h, '0912555');

describe('merge of the guest cart at login', () => {
  it('adds guest counts to the server cart and appends new lines', async () => {
    const me = await customer();
    await me.add({ product_id: fx.unlimited, count: 2 });
    await me.add({ product_id: fx.withToppings, toppings: [fx.shot] });
    const res = await me.update({
      merge: true,
      merge_id: 'm-1',
      products: [
        { product_id: fx.unlimited, count: 3 },
        { product_id: fx.withToppings, count: 1, toppings: [{ id: fx.shot, count: 1 }] },
        { product_id: fx.withToppings, count: 1, toppings: [{ id: fx.almond, count: 1 }] },
        { product_id: fx.discounted, count: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.capped).toEqual([]);
    expect(res.body.msg).toBe('سبد خرید شما به‌روز شد');
    expect(counts(res.body)).toEqual([
      { product_id: fx.unlimited, toppings: [], count: 5 },
      { product_id: fx.withToppings, toppings: [fx.shot], count: 2 },
      { product_id: fx.withToppings, toppings: [fx.almond], count: 1 },
      { product_id: fx.discounted, toppings: [], count: 1 },
    ]);
    expect(res.body.data.count).toBe(9);
  });

  it('caps at the limit, skips sold-out, unknown and reservable products, reports each, and never fails for a cap', async () => {
    const me = await customer();
    await me.add({ product_id: fx.limit2 });
    const res = await me.update({
      merge: true,
      merge_id: 'm-cap',
      products: [
        { product_id: fx.limit2, count: 3 },
        { product_id: fx.soldOut, count: 1 },
        { product_id: 99_999, count: 2 },
        { product_id: fx.withToppings, count: 1, toppings: [fx.foreignTopping] },
        { product_id: fx.reservable, count: 1 },
        { product_id: fx.unlimited, count: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.msg).toMatch(/محدودیت موجودی/);
    expect(res.body.data.capped).toEqual([
      { product_id: fx.limit2, toppings: [], requested: 4, allowed: 2, reason: 'limit' },
      { product_id: fx.soldOut, toppings: [], requested: 1, allowed: 0, reason: 'sold_out' },
      { product_id: 99_999, toppings: [], requested: 2, allowed: 0, reason: 'not_found' },
      { product_id: fx.withToppings, toppings: [fx.foreignTopping], requested: 1, allowed: 0, reason: 'not_found' },
      { product_id: fx.reservable, toppings: [], requested: 1, allowed: 0, reason: 'reservable' },
    ]);
    expect(counts(res.body)).toEqual([
      { product_id: fx.limit2, toppings: [], count: 2 },
      { product_id: fx.unlimited, toppings: [], count: 1 },
    ]);
  });

  it('a retried merge with the same merge_id changes nothing and repeats the report', async () => {
    const me = await customer();
    await me.add({ product_id: fx.unlimited });
    const request = {
      merge: true,
      merge_id: '3f1c8a5e-6a1b-4f7e-9a44-0c2d9b1e7a10',
      products: [
        { product_id: fx.unlimited, count: 2 },
        { product_id: fx.limit2, count: 5 },
      ],
    };
    const first = await me.update(request);
    expect(first.status).toBe(200);
    const expected = [
      { product_id: fx.unlimited, toppings: [], count: 3 },
      { product_id: fx.limit2, toppings: [], count: 2 },
    ];
    expect(counts(first.body)).toEqual(expected);

    const retried = await me.update(request);
    expect(retried.status).toBe(200);
    expect(counts(retried.body)).toEqual(expected);
    expect(retried.body.data.capped).toEqual(first.body.data.capped);
    expect(retried.body.data.capped).toHaveLength(1);

    // Concurrent duplicates (a retry racing the original) also apply once.
    const again = { ...request, merge_id: 'm-race', products: [{ product_id: fx.discounted, count: 2 }] };
    const restore = interleaveQueries(h);
    try {
      const raced = await Promise.all([me.update(again), me.update(again), me.update(again)]);
      expect(raced.map((r) => r.status)).toEqual([200, 200, 200]);
    } finally {
      restore();
    }
    const { body } = await me.get();
    expect(counts(body)).toEqual([...expected, { product_id: fx.discounted, toppings: [], count: 2 }]);

    // A new merge id is a new merge.
    const next = await me.update({ ...request, merge_id: 'another' });
    expect(counts(next.body)[0].count).toBe(5);
  });

  it('the same merge_id with a guest cart that grew adds only what is new; the same cart again, in any order, adds nothing', async () => {
    const me = await customer();
    const products = [
      { product_id: fx.unlimited, count: 1 },
      { product_id: fx.discounted, count: 2 },
    ];
    const request = { merge: true, merge_id: 'm-grown', products };
    expect((await me.update(request)).status).toBe(200);
    // Another tab added a line and raised a count before this merge's answer came back.
    const grown = [{ product_id: fx.unlimited, count: 3 }, products[1], { product_id: fx.limit2, count: 1 }];
    const more = await me.update({ ...request, products: grown });
    expect(more.status).toBe(200);
    const merged = [
      { product_id: fx.unlimited, toppings: [], count: 3 },
      { product_id: fx.discounted, toppings: [], count: 2 },
      { product_id: fx.limit2, toppings: [], count: 1 },
    ];
    expect(counts(more.body)).toEqual(merged);
    for (const again of [grown, [...grown].reverse(), products]) {
      expect((await me.update({ ...request, products: again })).status).toBe(200);
    }
    expect(counts((await me.get()).body)).toEqual(merged);

    // What the id could not add stays in its report through a later, larger merge and its retries.
    const over = [...grown, { product_id: fx.limit2, count: 3 }];
    const capped = await me.update({ ...request, products: over });
    expect(capped.body.data.capped).toMatchObject([{ product_id: fx.limit2, allowed: 2 }]);
    const larger = await me.update({ ...request, products: [...over, { product_id: fx.discounted, count: 3 }] });
    expect(larger.body.data.capped).toMatchObject([{ product_id: fx.limit2, allowed: 2 }]);
    expect((await me.update({ ...request, products: over })).body.data.capped).toMatchObject([{ product_id: fx.limit2, allowed: 2 }]);
  });

  it("keeps a customer's newest merge ids only: fresh ids do not grow the table, and the newest still answers a retry", async () => {
    const me = await customer();
    const merge = (i: number) => me.update({ merge: true, merge_id: `prune-${i}`, products: [{ product_id: fx.unlimited, count: 1 }] });
    for (let i = 1; i <= MERGES_KEPT + 5; i++) expect((await merge(i)).status).toBe(200);
    const [kept] = await h.backend.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_merges WHERE customer_id = $1', [me.customerId]);
    // The newest by time, and the one just made whatever the clock says (two made in one microsecond).
    expect(kept.n).toBeGreaterThanOrEqual(MERGES_KEPT);
    expect(kept.n).toBeLessThanOrEqual(MERGES_KEPT + 1);
    const before = counts((await merge(MERGES_KEPT + 5)).body);
    expect(before).toEqual([{ product_id: fx.unlimited, toppings: [], count: MERGES_KEPT + 5 }]);
  });

  it('the same merge_id of another customer is independent', async () => {
    const a = await customer();
    const b = await customer();
    const request = { merge: true, merge_id: 'shared-id', products: [{ product_id: fx.unlimited, count: 1 }] };
    await a.update(request);
    const res = await b.update(request);
    expect(counts(res.body)).toEqual([{ product_id: fx.unlimited, toppings: [], count: 1 }]);
  });

  it('needs a merge_id of 1..64 characters; a refused request does not use up its merge id', async () => {
    const me = await customer();
    for (const merge_id of [undefined, '', '   ', 'x'.repeat(65), 12]) {
      const res = await me.update({ merge: true, merge_id, products: [{ product_id: fx.unlimited, count: 1 }] });
      expect(res.status, String(merge_id)).toBe(400);
    }
    const bad = await me.update({
      merge: true,
      merge_id: 'm-bad',
      products: [{ product_id: fx.unlimited, count: 1 }, { product_id: fx.unlimited, count: 'many' }],
    });
    expect(bad.status).toBe(400);
    expect((await me.get()).body.data.items).toEqual([]);
    // The refused request did not use up its merge id.
    const good = await me.update({ merge: true, merge_id: 'm-bad', products: [{ product_id: fx.unlimited, count: 1 }] });
    expect(counts(good.body)).toEqual([{ product_id: fx.unlimited, toppings: [], count: 1 }]);
  });
});
