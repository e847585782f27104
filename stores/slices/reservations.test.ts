import { describe, expect, it } from 'vitest';
import { createRootStore } from '../root';
import { restoreStore } from '../restore';
import { memoryStorage } from '../memory-storage';

const time = { date: '1405-09-10', turn: '18:00', end_time: '20:00', reserve_time_id: 4, customer: '09120000000' };

async function store() {
  const s = createRootStore(memoryStorage());
  await restoreStore(s);
  return s;
}

describe('reservations slice (spec section 4)', () => {
  it('adding a product replaces the reserved list with that one item and moves to step 1', async () => {
    const s = await store();
    s.getState().addReserved({ id: 1, count: 1, times: [time] });
    s.getState().addReserved({ id: 2, count: 3, times: [time] });
    expect(s.getState().reservations.reserved).toEqual([{ id: 2, count: 3, times: [time] }]);
    expect(s.getState().reservations.step).toBe(1);
  });

  it('clearing the price resets the step to 0 and keeps the list', async () => {
    const s = await store();
    s.getState().addReserved({ id: 1, count: 1, times: [time] });
    s.getState().setReservationPrice({ price: 150_000, customer_credit: 20_000 });
    s.getState().setReservationStep(2);
    s.getState().clearReservationPrice();
    expect(s.getState().reservations).toMatchObject({ price: null, step: 0, reserved: [{ id: 1 }] });
  });

  it('clearing the list empties the price data too and sets step 0; the step can be set directly', async () => {
    const s = await store();
    s.getState().addReserved({ id: 1, count: 1, times: [time] });
    s.getState().setReservationPrice({ price: 150_000, customer_credit: 0 });
    s.getState().setReservationStep(2);
    expect(s.getState().reservations.step).toBe(2);
    s.getState().clearReserved();
    expect(s.getState().reservations).toMatchObject({ reserved: [], price: null, step: 0 });
  });

  it('keeps the selected eco date; logout resets the slice', async () => {
    const s = await store();
    const eco = { mdate: '2026-12-01', jdate: '1405-09-10', created_at: '2026-11-22T05:00:00.000Z', time: '18:00' };
    s.getState().setEcoDate(eco);
    s.getState().addReserved({ id: 1, count: 1, times: [time] });
    expect(s.getState().reservations.ecoDate).toEqual(eco);
    s.getState().resetAll();
    expect(s.getState().reservations).toMatchObject({ reserved: [], step: 0, ecoDate: null });
  });
});
