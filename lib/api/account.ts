import type { KyInstance } from 'ky';
import { send } from './envelope';
import type {
  AvatarResponse,
  CouponView,
  CouponsResponse,
  GiftCodeApplyRequest,
  GiftCodeApplyResponse,
  SupportRequest,
  SupportResponse,
  TransactionView,
  TransactionsResponse,
} from '@/common/contract/account';

// common/contract is the one source of these shapes, shared with the embedded backend.
export type { CouponView, GiftCodeApplyResponse, SupportRequest, TransactionView, TransactionsResponse };

/** Credit and its ledger, gift codes, coupons, avatar, support and the national-code check (spec section 7). */
export function accountApi(http: KyInstance) {
  return {
    transactions: (customerId: number) => send<TransactionsResponse>(http.get(`v1/customer/${customerId}/transactions`)),
    applyGiftCode: (coupon: string, customer: number) =>
      send<GiftCodeApplyResponse>(http.post('v1/app/coupons/apply/', { json: { coupon, customer } satisfies GiftCodeApplyRequest })),
    coupons: (customerId: number) => send<CouponsResponse>(http.get(`v1/app/customer/${customerId}/coupons`)),
    /** Multipart, field `file`; ky lets the browser set the boundary in content-type. */
    uploadAvatar: (customerId: number, image: Blob) => {
      const body = new FormData();
      body.append('file', image, 'avatar.png');
      return send<AvatarResponse>(http.post(`v1/customer/${customerId}/avatar`, { body }));
    },
    support: (request: SupportRequest) => send<SupportResponse>(http.post('v3/support/', { json: request })),
    /** Checks a non-empty national code before the profile saves it (an empty one clears it and needs no check). */
    nationCheck: (mobile: string, nationCode: string) =>
      send<{ mobile: string; nation_code: string }>(http.post('v1/customer/nationcheck', { json: { mobile, nation_code: nationCode } })),
  };
}
