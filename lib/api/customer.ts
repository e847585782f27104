import type { KyInstance } from 'ky';
import { send } from './envelope';
import type { Customer } from './types';

export interface CustomerEdit {
  mobile: string;
  first_name: string;
  last_name: string;
  referrer: string;
  gender: 'man' | 'woman' | '';
  /** Jalali YYYY-MM-DD, omitted when not a valid date (spec section 5). */
  birthday?: string;
  visit_method: string;
  /** An empty national code is sent as a single space (spec section 5). */
  nation_code: string;
}

export function customerApi(http: KyInstance) {
  return {
    get: (id: number) => send<Customer>(http.get(`v1/app/customers/${id}`)),
    edit: (id: number, body: CustomerEdit) => send<Customer>(http.post(`v1/app/customers/${id}/edit`, { json: body })),
  };
}
