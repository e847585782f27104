import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { HttpError } from '../http';
import { bookingsOfOrder } from './bookings-view';
import { FULL_MESSAGE, confirmPlaces, releasePlaces, takePlaces, type Booker } from './places';
import { addDatedTurn, daysAhead, insertOrder, productId } from './test-fixtures';

let h: Harness;
/** The harness clock: advance() moves the backend's, `clock` mirrors it for direct calls. */
let offset = 0;
const clock = () => new Date(Date.now() + offset);
const advance = (seconds: number) => {
  offset += seconds * 1000;
  h.advance(seconds);
};
let product: number;

beforeAll(async () => {
  h = await startHarness();
  product = await productId(h.backend.db, 'latte-art-workshop');
});
afterAll(() => h.backend.db.close());

const guest = (n: number): Booker => ({ customer_id: null, mobile: `0935${String(n).padStart(7, '0')}`, first_name: 'مهمان', last_name: String(n) });

function hold(turn: number, date: string, booker: Booker, opts: { count?: number; status?: 'held' | 'confirmed'; holdSeconds?: number } = {}) {
  return h.backend.db.tx((q) =>
    takePlaces(q, [{ product_id: product, count: opts.count ?? 1, times: [{ date, reserve_time_id: turn }] }], booker, {
      now: clock(),
      status: opts.status,
      holdSeconds: opts.holdSeconds,
    }),
  );
}

/** The remain the public turns endpoint reports for a turn on a date. */
async function remainOf(turn: number, date: string): Promise<number> {
  const res = await h.call('POST', `/api/v1/products/${product}/reservation/turns`, { body: { date } });
  return res.body.data.find((t: { id: number }) => t.id === turn).remain;
}

async function slotTaken(turn: number, date: string): Promise<number> {
  const [row] = await h.backend.db.query<{ taken: number }>('SELECT taken FROM reservation_slots WHERE turn_id = $1 AND date = $2', [turn, date]);
  return row.taken;
}

describe('reservation capacity', () => {
  it('50 parallel holds for a turn of capacity 5: exactly 5 succeed, the rest get 409 full', async () => {
    const date = daysAhead(40);
    const turn = await addDatedTurn(h.backend.db, product, date, '09:00', '10:00', 5);
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => hold(turn, date, guest(i))));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(45);
    for (const r of lost) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect(r.reason).toMatchObject({ status: 409, message: FULL_MESSAGE });
    }
    const [{ n }] = await h.backend.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reservation_bookings WHERE turn_id = $1 AND status = 'held'`,
      [turn],
    );
    expect(n).toBe(5);
    expect(await slotTaken(turn, date)).toBe(5);
    expect(await remainOf(turn, date)).toBe(0);
  });

  it('the database refuses to overbook even without the code path (CHECK taken <= capacity)', async () => {
    const date = daysAhead(41);
    const turn = await addDatedTurn(h.backend.db, product, date, '09:00', '10:00', 2);
    await hold(turn, date, guest(1), { count: 2 });
    await expect(
      h.backend.db.query('UPDATE reservation_slots SET taken = taken + 1 WHERE turn_id = $1 AND date = $2', [turn, date]),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('an expired hold frees its place; confirming it later fails when the place was taken meanwhile', async () => {
    const date = daysAhead(42);
    const turn = await addDatedTurn(h.backend.db, product, date, '11:00', '12:00', 1);
    const [held] = await hold(turn, date, guest(1), { holdSeconds: 600 });
    await expect(hold(turn, date, guest(2))).rejects.toMatchObject({ status: 409 });
    expect(await remainOf(turn, date)).toBe(0);

    advance(601);
    expect(await remainOf(turn, date)).toBe(1);
    const [second] = await hold(turn, date, guest(2), { status: 'confirmed' });
    const [old] = await h.backend.db.query<{ status: string }>('SELECT status FROM reservation_bookings WHERE id = $1', [held]);
    expect(old.status).toBe('expired');
    expect(await slotTaken(turn, date)).toBe(1);
    await expect(h.backend.db.tx((q) => confirmPlaces(q, { ids: [held] }, { now: clock() }))).rejects.toMatchObject({ status: 409 });

    // The second customer cancels: the first one's late payment can now get the place back.
    await h.backend.db.tx((q) => releasePlaces(q, { ids: [second] }, { now: clock() }));
    const order = await insertOrder(h.backend.db, await h.login('09350000777'));
    await h.backend.db.tx((q) => confirmPlaces(q, { ids: [held] }, { now: clock(), order_id: order }));
    const [revived] = await h.backend.db.query<{ status: string; order_id: number }>('SELECT status, order_id FROM reservation_bookings WHERE id = $1', [held]);
    expect(revived).toMatchObject({ status: 'confirmed', order_id: order });
    expect(await remainOf(turn, date)).toBe(0);
  });

  it('a confirmed hold no longer expires; releasing by order frees every place of the order', async () => {
    const date = daysAhead(43);
    const turn = await addDatedTurn(h.backend.db, product, date, '13:00', '14:00', 3);
    const order = await insertOrder(h.backend.db, await h.login('09350000900'));
    await h.backend.db.tx((q) =>
      takePlaces(q, [{ product_id: product, count: 2, times: [{ date, turn: '13:00' }] }], guest(5), { now: clock(), order_id: order }),
    );
    await h.backend.db.tx((q) => confirmPlaces(q, { order_id: order }, { now: clock() }));
    advance(3600);
    expect(await remainOf(turn, date)).toBe(1);
    const ofOrder = await bookingsOfOrder(h.backend.db, order, clock());
    expect(ofOrder.map((b) => [b.status, b.gregorian_date, b.start_time, b.end_time, b.reserve_time_id])).toEqual([
      ['confirmed', date, '13:00', '14:00', turn],
      ['confirmed', date, '13:00', '14:00', turn],
    ]);
    expect(ofOrder[0].product.name).toBe('کارگاه لته‌آرت');
    expect(ofOrder[0].owner?.name).toBe('سارا محمدی');
    await h.backend.db.tx((q) => releasePlaces(q, { order_id: order }, { now: clock() }));
    expect(await remainOf(turn, date)).toBe(3);
    expect(await slotTaken(turn, date)).toBe(0);
    await expect(h.backend.db.tx((q) => confirmPlaces(q, { order_id: order }, { now: clock() }))).rejects.toMatchObject({ status: 409 });
  });

  it('a failing item rolls back the places the same call took for other items', async () => {
    const date = daysAhead(44);
    const free = await addDatedTurn(h.backend.db, product, date, '08:00', '09:00', 4);
    const full = await addDatedTurn(h.backend.db, product, date, '10:00', '11:00', 1);
    await hold(full, date, guest(1));
    const both = h.backend.db.tx((q) =>
      takePlaces(
        q,
        [{ product_id: product, count: 1, times: [{ date, reserve_time_id: free }, { date, reserve_time_id: full }] }],
        guest(2),
        { now: clock() },
      ),
    );
    await expect(both).rejects.toMatchObject({ status: 409 });
    expect(await remainOf(free, date)).toBe(4);
  });

  it('refuses unknown, closed and past turns with a Persian 400', async () => {
    const date = daysAhead(45);
    const turn = await addDatedTurn(h.backend.db, product, date, '08:00', '09:00', 4);
    await expect(hold(turn, daysAhead(46), guest(1))).rejects.toMatchObject({ status: 400, message: 'این نوبت در تاریخ انتخاب‌شده ارائه نمی‌شود' });
    await h.backend.db.query('INSERT INTO product_closed_days (product_id, date) VALUES ($1, $2)', [product, date]);
    await expect(hold(turn, date, guest(1))).rejects.toMatchObject({ status: 400 });
    const yesterday = daysAhead(-1, clock());
    const past = await addDatedTurn(h.backend.db, product, yesterday, '08:00', '09:00', 4);
    await expect(hold(past, yesterday, guest(1))).rejects.toMatchObject({ status: 400, message: 'زمان این نوبت گذشته است' });
  });
});
