/** Contract types of the shop API (spec sections 3 and 7) shared by every domain module. */

export type Role = 'guest' | 'customer';

export interface User {
  id: number;
  role: Role;
  login_to_id?: number | null;
}

export interface Customer {
  id: number;
  mobile: string;
  first_name: string;
  last_name: string;
  name: string;
  referrer: string;
  /** The server sends a Persian word (مرد / زن); the client maps it to man / woman. */
  gender: string | null;
  /** Jalali YYYY-MM-DD. */
  birthday: string | null;
  birthday_milady: string | null;
  visit_method: string;
  nation_code: string;
  credit: number;
  avatar: string | null;
}

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
