import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { BOOKING_HORIZON_DAYS } from '../../reservations/calendar-dates';
import { dayAheadOn } from '../../reservations/test-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

/** Reservable products with a free turn on a Saturday `days` or more ahead at 10:30 (barista class and meeting room run then). */
async function reservableOnSaturday(days: number): Promise<string[]> {
  const res = await h.call('GET', `/api/v1/products?type=reservable&reserve_date=${dayAheadOn(6, days).iso}&reserve_time=10:30&limit=100`);
  expect(res.status).toBe(200);
  return res.body.data.results.map((p: { slug: string }) => p.slug).sort();
}

describe('search by reserve_date and reserve_time', () => {
  it('finds nothing bookable past the one-year booking limit', async () => {
    expect(await reservableOnSaturday(BOOKING_HORIZON_DAYS - 7)).toEqual(['barista-class', 'vip-meeting-room']);
    expect(await reservableOnSaturday(BOOKING_HORIZON_DAYS + 1)).toEqual([]);
  });

  it('leaves out a sold-out (limit 0) reservable product although its turn has room', async () => {
    await h.backend.db.query(`UPDATE products SET stock_limit = 0 WHERE slug = 'vip-meeting-room'`);
    try {
      expect(await reservableOnSaturday(30)).toEqual(['barista-class']);
    } finally {
      await h.backend.db.query(`UPDATE products SET stock_limit = NULL WHERE slug = 'vip-meeting-room'`);
    }
  });
});
