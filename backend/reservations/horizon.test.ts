import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { jalaliMonthOf, lastBookableDate, tehranNow } from './calendar-dates';
import { addDatedTurn, productId } from './test-fixtures';

let h: Harness;
let product: number;
let last: string;
let beyond: string;

beforeAll(async () => {
  h = await startHarness();
  product = await productId(h.backend.db, 'latte-art-workshop');
  last = lastBookableDate(tehranNow(h.now()));
  beyond = new Date(Date.parse(`${last}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  // A turn on both sides of the horizon, so only the horizon decides.
  await addDatedTurn(h.backend.db, product, last, '10:00', '12:00', 3);
  await addDatedTurn(h.backend.db, product, beyond, '10:00', '12:00', 3);
});
afterAll(() => h.backend.db.close());

const turnsOn = async (date: string) => (await h.call('POST', `/api/v1/products/${product}/reservation/turns`, { body: { date } })).body.data;

describe('the one-year booking horizon in the calendar and turn list', () => {
  it('lists turns on the last bookable day, none the day after (as the submit refuses them)', async () => {
    const open = await turnsOn(last);
    expect(open.some((t: { start_time: string; bookable: boolean }) => t.start_time === '10:00' && t.bookable)).toBe(true);
    expect(await turnsOn(beyond)).toEqual([]);
  });

  it('shows days after the horizon with no turns and not bookable, like closed days', async () => {
    const { year, month } = jalaliMonthOf(last);
    const res = await h.call('GET', `/api/v1/products/${product}/reservation/calender?month=${month}&year=${year}&double=true`);
    expect(res.status).toBe(200);
    const days = res.body.data.months.flatMap((m: { days: unknown[] }) => m.days) as { gregorian_date: string; turns: number; remain: number; bookable: boolean }[];
    expect(days.find((d) => d.gregorian_date === last)).toMatchObject({ bookable: true });
    expect(days.find((d) => d.gregorian_date === beyond)).toMatchObject({ turns: 0, remain: 0, bookable: false });
    expect(days.filter((d) => d.gregorian_date > last).every((d) => d.turns === 0 && !d.bookable)).toBe(true);
  });
});
