import { describe, expect, it } from 'vitest';
import { reservationNotice } from './notice';

const unpaid = { paid: false, payment_state: 'unpaid' as const, credited_amount: 0 };

describe('reservationNotice', () => {
  it('says a verified payment that could not pay the booking went to credit, never that nothing was taken', () => {
    expect(reservationNotice({ ...unpaid, payment_state: 'failed', credited_amount: 650_000 }, [{ status: 'cancelled' }])).toEqual({ kind: 'credited', amount: 650_000 });
    expect(reservationNotice({ ...unpaid, credited_amount: 650_000 }, [])).toEqual({ kind: 'credited', amount: 650_000 });
  });

  it('says the places were given back after a failed payment', () => {
    expect(reservationNotice({ ...unpaid, payment_state: 'failed' }, [{ status: 'cancelled' }, { status: 'cancelled' }])).toEqual({ kind: 'released' });
    expect(reservationNotice({ ...unpaid, payment_state: 'failed' }, [{ status: 'held' }])).toBeNull();
  });

  it('says nothing more for a paid or a still payable booking', () => {
    expect(reservationNotice({ paid: true, payment_state: 'paid', credited_amount: 0 }, [{ status: 'confirmed' }])).toBeNull();
    expect(reservationNotice({ ...unpaid, payment_state: 'pending' }, [{ status: 'held' }])).toBeNull();
  });
});
