import type { DayTurn } from '@/lib/api/reservations';

/** A bookable 18:00–20:00 turn on 10 Azar 1405 with one place left (tests only). */
export const dayTurn = (id: number, product_id: number): DayTurn => ({
  id,
  reserve_time_id: id,
  product_id,
  date: '1405-09-10',
  gregorian_date: '2026-12-01',
  start_time: '18:00',
  end_time: '20:00',
  capacity: 1,
  remain: 1,
  limit: null,
  past: false,
  bookable: true,
});
