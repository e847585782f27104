import type { StateCreator } from 'zustand';
import type { RootState } from '../root';

export interface Holiday {
  date: string;
  title: string;
}

/** Catalogue-side client state. Holidays are appended as they load and never persisted. */
export interface ProductsSlice {
  products: {
    holidays: Holiday[];
  };
  addHolidays: (holidays: Holiday[]) => void;
}

export const initialProducts: ProductsSlice['products'] = { holidays: [] };

export const createProductsSlice: StateCreator<RootState, [], [], ProductsSlice> = (set) => ({
  products: initialProducts,
  addHolidays: (holidays) => set((s) => ({ products: { ...s.products, holidays: [...s.products.holidays, ...holidays] } })),
});
