import type { StateCreator } from 'zustand';
import type { RootState } from '../root';
import { DEFAULT_ORDER_TAB_STATUSES, DEFAULT_PAYMENT_METHOD } from '@/lib/spec-constants';
import type { Submission } from '@/lib/checkout/idempotency';

export type PaymentMethod = 'credit' | 'online';

/** The three order-description templates (spec section 4); `value` fills the template's blank. */
export type DescriptionTemplate = 'call_on_delivery' | 'call_when_leaving' | 'recipient';

/** Coupon state (spec section 3: data, msg, status, checked); status null = not checked yet. */
export interface CouponState {
  code: string;
  status: boolean | null;
  msg: string;
  checked: boolean;
}

export interface CheckoutState {
  addressId: number | null;
  /** true = delivery to the address, false = pick-up. */
  submitDelivery: boolean;
  template: DescriptionTemplate | null;
  templateValue: string;
  coupon: CouponState;
  /**
   * The idempotency key of this checkout and the request it was made for, kept across reloads:
   * a retry of the same request (double click, time-out, reload) can never make a second order.
   */
  submission: Submission | null;
}

export interface OrdersSlice {
  orders: {
    paymentMethod: PaymentMethod;
    /** The order description's free text. */
    description: string;
    orderTabsStatus: readonly string[];
    checkout: CheckoutState;
  };
  setPaymentMethod: (method: PaymentMethod) => void;
  setOrderDescription: (description: string) => void;
  updateCheckout: (patch: Partial<CheckoutState>) => void;
  /** A successful order: the description and the checkout state start over (spec section 4). */
  finishCheckout: () => void;
}

export const initialCoupon: CouponState = { code: '', status: null, msg: '', checked: false };

export const initialCheckout: CheckoutState = {
  addressId: null,
  submitDelivery: true,
  template: null,
  templateValue: '',
  coupon: initialCoupon,
  submission: null,
};

export const initialOrders: OrdersSlice['orders'] = {
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  description: '',
  orderTabsStatus: DEFAULT_ORDER_TAB_STATUSES,
  checkout: initialCheckout,
};

export const createOrdersSlice: StateCreator<RootState, [], [], OrdersSlice> = (set) => ({
  orders: initialOrders,
  setPaymentMethod: (paymentMethod) => set((s) => ({ orders: { ...s.orders, paymentMethod } })),
  setOrderDescription: (description) => set((s) => ({ orders: { ...s.orders, description } })),
  updateCheckout: (patch) => set((s) => ({ orders: { ...s.orders, checkout: { ...s.orders.checkout, ...patch } } })),
  finishCheckout: () =>
    set((s) => ({ orders: { ...s.orders, description: '', paymentMethod: initialOrders.paymentMethod, checkout: initialCheckout } })),
});
