import { describe, expect, it } from 'vitest';
import { dayTurn } from './test-fixtures';
import { ecoDateOf, needsPayment, reservationPriceRequest, reservationSubmitRequest, reserveTimeOf } from './payload';

const turn = dayTurn(41, 9);

describe('reservation payloads (spec section 3)', () => {
  it('a customer\'s reserve_time carries date, turn, end_time, reserve_time_id and their mobile', () => {
    expect(reserveTimeOf(turn, '09121234567')).toEqual({ date: '1405-09-10', turn: '18:00', end_time: '20:00', reserve_time_id: 41, customer: '09121234567' });
  });

  it('a guest\'s also carries mobile, first and last name and national code', () => {
    const guest = { mobile: '09121234567', first_name: 'نگار', last_name: 'کریمی', nation_code: '0084575948' };
    expect(reserveTimeOf(turn, guest.mobile, guest)).toMatchObject({ customer: '09121234567', ...guest });
  });

  it('price sends the item with use_coupon true; submit adds payment_type credit and the user', () => {
    const item = { id: 9, count: 2, times: [reserveTimeOf(turn, '09121234567')] };
    const price = reservationPriceRequest(item, '09121234567');
    expect(price).toEqual({ products: [{ product_id: 9, count: 2, reservable: true, times: item.times }], customer: '09121234567', use_coupon: true });
    expect(reservationPriceRequest(item, null)).not.toHaveProperty('customer');
    expect(reservationSubmitRequest(item, '09121234567', 3)).toEqual({ ...price, user: 3, payment_type: 'credit', send_submit_notification: true });
  });

  it('goes on to the payment step whenever the submit left the booking unpaid, even with nothing due by card', () => {
    // A submit answer's amount_due (0 when credit covers it) does not decide it.
    const answer = (paid: boolean, amount_due: number) => ({ paid, amount_due, order_id: 7 });
    expect(needsPayment(answer(false, 500))).toBe(true);
    expect(needsPayment(answer(false, 0))).toBe(true);
    expect(needsPayment(answer(true, 0))).toBe(false);
  });

  it('keeps the picked turn as the selected eco date', () => {
    const now = new Date('2026-11-22T05:00:00Z');
    expect(ecoDateOf(turn, now)).toEqual({ mdate: '2026-12-01', jdate: '1405-09-10', created_at: '2026-11-22T05:00:00.000Z', time: '18:00' });
  });
});
