import type { StateCreator } from 'zustand';
import type { RootState } from '../root';

export type PaymentMethod = 'credit' | 'online';

export const DEFAULT_ORDER_TABS = ['created', 'in_progress', 'ready', 'send', 'rt_wait', 'rt_accept'] as const;

export interface OrdersSlice {
  orders: {
    paymentMethod: PaymentMethod;
    /** The order description (msg) the customer is writing. */
    description: string;
    orderTabsStatus: readonly string[];
  };
  setPaymentMethod: (method: PaymentMethod) => void;
  setOrderDescription: (description: string) => void;
}

export const initialOrders: OrdersSlice['orders'] = {
  paymentMethod: 'credit',
  description: '',
  orderTabsStatus: DEFAULT_ORDER_TABS,
};

export const createOrdersSlice: StateCreator<RootState, [], [], OrdersSlice> = (set) => ({
  orders: initialOrders,
  setPaymentMethod: (paymentMethod) => set((s) => ({ orders: { ...s.orders, paymentMethod } })),
  setOrderDescription: (description) => set((s) => ({ orders: { ...s.orders, description } })),
});
