import type { StateCreator } from 'zustand';
import type { RootState } from '../root';
import { DEFAULT_CREDIT_GAP, DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '@/lib/spec-constants';

/**
 * The address being picked on the map (spec section 3, "address info during checkout"). Kept in
 * the persisted store so a reload in the middle of picking loses nothing.
 */
export interface AddressInfo {
  /** The address being edited; null for a new one. */
  addressId: number | null;
  addressTitle: string;
  addressNumber: string;
  address: string;
  location: string;
  postalCode: string;
  zoom: number;
  center: { lat: number; lng: number };
  lat: number;
  lng: number;
  shippingPrice: number | null;
  /** The address starts in-zone (spec section 4); the location check decides. */
  isInZone: boolean;
}

export interface CustomerSlice {
  customer: {
    /** Credit gap to pay: 10000 outside checkout, |credit − price| at checkout (spec section 9). */
    creditGap: number;
    addressInfo: AddressInfo;
  };
  setCreditGap: (amount: number) => void;
  updateAddressInfo: (patch: Partial<AddressInfo>) => void;
  resetAddressInfo: () => void;
}


export const initialAddressInfo: AddressInfo = {
  addressId: null,
  addressTitle: '',
  addressNumber: '',
  address: '',
  location: '',
  postalCode: '',
  zoom: DEFAULT_MAP_ZOOM,
  center: DEFAULT_MAP_CENTER,
  lat: DEFAULT_MAP_CENTER.lat,
  lng: DEFAULT_MAP_CENTER.lng,
  shippingPrice: null,
  isInZone: true,
};

export const initialCustomer: CustomerSlice['customer'] = { creditGap: DEFAULT_CREDIT_GAP, addressInfo: initialAddressInfo };

export const createCustomerSlice: StateCreator<RootState, [], [], CustomerSlice> = (set) => ({
  customer: initialCustomer,
  setCreditGap: (creditGap) => set((s) => ({ customer: { ...s.customer, creditGap } })),
  updateAddressInfo: (patch) => set((s) => ({ customer: { ...s.customer, addressInfo: { ...s.customer.addressInfo, ...patch } } })),
  resetAddressInfo: () => set((s) => ({ customer: { ...s.customer, addressInfo: initialAddressInfo } })),
});
