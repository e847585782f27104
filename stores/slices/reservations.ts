import type { StateCreator } from 'zustand';
import type { Submission } from '@/lib/checkout/idempotency';
import type { RootState } from '../root';

/**
 * A reserve_time (spec section 3): date, turn (start), end_time, reserve_time_id and the booker's
 * mobile as `customer`; a guest booking also carries mobile, first_name, last_name, nation_code.
 */
export interface ReserveTime {
  date: string;
  turn: string;
  end_time: string;
  reserve_time_id: number;
  customer: string;
  mobile?: string;
  first_name?: string;
  last_name?: string;
  nation_code?: string;
}

/** A reserved item (spec section 3): the product id, places per time and its times. */
export interface ReservedItem {
  id: number;
  count: number;
  times: ReserveTime[];
}

/** The reservation price the server computed (spec: invoice.price, customer_credit). */
export interface ReservationPrice {
  price: number;
  customer_credit: number;
}

/** The selected eco date (spec section 3): Gregorian, Jalali, when it was picked, and the turn's time. */
export interface EcoDate {
  mdate: string;
  jdate: string;
  created_at: string;
  time: string;
}

/**
 * The booking the customer is choosing. A day's turns are not kept here: they are server data,
 * read per day through React Query (hooks/queries/reservations.ts), and a stored copy would show
 * yesterday's places after a reload.
 */
export interface ReservationState {
  reserved: ReservedItem[];
  price: ReservationPrice | null;
  /** 0: nothing chosen, 1: a product's turn chosen, 2: priced (spec section 4). */
  step: number;
  ecoDate: EcoDate | null;
  /** The idempotency key of this booking and the request it was made for (a retry books once). */
  submission: Submission | null;
}

export interface ReservationsSlice {
  reservations: ReservationState;
  /** Replaces the reserved list with this one item and moves to step 1. */
  addReserved: (item: ReservedItem) => void;
  /** Empties the list and the price, back to step 0. */
  clearReserved: () => void;
  setReservationPrice: (price: ReservationPrice) => void;
  /** Drops the price, back to step 0. */
  clearReservationPrice: () => void;
  setReservationStep: (step: number) => void;
  setEcoDate: (date: EcoDate | null) => void;
  setReservationSubmission: (submission: Submission | null) => void;
}

export const initialReservations: ReservationState = {
  reserved: [],
  price: null,
  step: 0,
  ecoDate: null,
  submission: null,
};

export const createReservationsSlice: StateCreator<RootState, [], [], ReservationsSlice> = (set) => {
  const patch = (p: Partial<ReservationState>) => set((s) => ({ reservations: { ...s.reservations, ...p } }));
  return {
    reservations: initialReservations,
    addReserved: (item) => patch({ reserved: [item], step: 1 }),
    clearReserved: () => patch({ reserved: [], price: null, step: 0 }),
    setReservationPrice: (price) => patch({ price }),
    clearReservationPrice: () => patch({ price: null, step: 0 }),
    setReservationStep: (step) => patch({ step }),
    setEcoDate: (ecoDate) => patch({ ecoDate }),
    setReservationSubmission: (submission) => patch({ submission }),
  };
};
