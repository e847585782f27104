/** Contract types of the shop API (spec sections 3 and 7) shared by every domain module. */

import type { CustomerView } from '@/common/contract/account';

export type Role = 'guest' | 'customer';

export interface User {
  id: number;
  role: Role;
  login_to_id?: number | null;
}

/** The customer as the API sends it: common/contract is its one source, shared with the embedded backend. */
export type Customer = CustomerView;

export type Palette = Record<'primary' | 'primary_contrast' | 'secondary' | 'background' | 'surface' | 'text', string>;

export interface PriceRange {
  min: number;
  max: number;
}

export interface AppConfig {
  shop_name: string;
  description: string;
  shop_type: 'shop' | 'doctor' | string;
  skeleton_type: 'card' | 'list' | string;
  palette: Palette | null;
  price_range: PriceRange;
}

/** What the gateway returns for guest login and OTP validation (the token itself stays in the cookie). */
export interface SessionData {
  user: User;
  customer?: Customer;
  is_new_user?: boolean;
}
