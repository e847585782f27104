import { describe, expect, it } from 'vitest';
import type { BookingView } from '@/lib/api/reservations';
import { groupBookings } from './booking-groups';

const place = (id: number, over: Partial<BookingView> = {}): BookingView => ({
  id,
  order_id: 7,
  status: 'confirmed',
  date: '1405-09-10',
  gregorian_date: '2026-12-01',
  start_time: '18:00',
  end_time: '20:00',
  reserve_time_id: 41,
  past: false,
  changeable: true,
  product: { id: 9, name: 'کلاس باریستا', image: null },
  owner: null,
  first_name: 'نگار',
  last_name: 'کریمی',
  ...over,
});

describe('groupBookings', () => {
  it("shows an order's places at one turn as one booking with their count, in the list's order", () => {
    const groups = groupBookings([place(3), place(2), place(5, { order_id: 8 }), place(1)]);
    expect(groups.map((g) => [g.booking.id, g.count])).toEqual([
      [3, 3],
      [5, 1],
    ]);
  });

  it('keeps apart places of another turn, day or status, and places without an order', () => {
    const groups = groupBookings([
      place(1),
      place(2, { reserve_time_id: 42 }),
      place(3, { gregorian_date: '2026-12-02' }),
      place(4, { status: 'held' }),
      place(5, { order_id: null }),
      place(6, { order_id: null }),
    ]);
    expect(groups.map((g) => g.count)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
