import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Env } from '../../context';
import { HttpError, messages } from '../../http';
import { plainDigits } from '../../../common/digits';
import { isValidNationCode, optionalString } from '../../lib/validate';
import { cartMessages } from '../cart/messages';
import { MAX_PER_PRODUCT, parseFlag, parseItems, type ItemInput } from '../cart/parse';
import { parseAddressRef } from '../cart/price';
import type { ReserveItemInput } from '../../reservations/places';
import { orderMessages } from './order-store';
import { reservationQuoteItems } from './reservation-input';

export type PaymentType = 'credit' | 'online';

/** Order submission after validation; everything the order depends on except prices, which the server computes. */
export interface SubmitInput {
  idempotencyKey: string;
  items: ItemInput[];
  coupon: string | null;
  addressId: number | null;
  delivery: boolean;
  paymentType: PaymentType;
  msg: string;
  submittedFor: string;
  confirmation: boolean;
  sendSubmitNotification: boolean;
  nationCode: string;
  /** The places to take with the order (a reservation submit), else null. */
  reservation: ReserveItemInput[] | null;
  /** The price the customer was shown, when the client sends it (expected_price). */
  expectedPrice: number | null;
  /** The products are the customer's cart as shown (from_cart): 409 when the cart differs. */
  fromCart: boolean;
  /**
   * A guest booking's details (guest-booking.ts), hashed with the rest so one key never replays a
   * booking made for another person; absent for a customer, whose hash stays what it was.
   */
  guest?: GuestDetails;
}

export interface GuestDetails {
  first_name: string;
  last_name: string;
  nation_code: string;
}

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** `Idempotency-Key` header, else `idempotency_key` in the body: one per checkout, reused on every retry. */
export function idempotencyKey(c: Context<Env>, body: Record<string, unknown>): string {
  const raw = c.req.header('idempotency-key') ?? body.idempotency_key;
  if (raw === undefined || raw === null || raw === '') throw new HttpError(400, orderMessages.keyRequired);
  if (typeof raw !== 'string' || !KEY.test(raw.trim())) throw new HttpError(400, orderMessages.keyRequired);
  return raw.trim();
}

/** 'credit' (the spec's default) or 'online' (card through the gateway; 'card' is accepted as its alias). */
function parsePaymentType(value: unknown): PaymentType {
  if (value === undefined || value === null || value === '' || value === 'credit') return 'credit';
  if (value === 'online' || value === 'card') return 'online';
  throw new HttpError(400, orderMessages.badPaymentType);
}

function parseExpectedPrice(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new HttpError(400, messages.badRequest);
  return value;
}

/** A reservation (reserved items, parsed by the caller) is priced per place and has no delivery. */
export function parseSubmit(body: Record<string, unknown>, key: string, reservation: ReserveItemInput[] | null = null): SubmitInput {
  const items = reservation
    ? reservationQuoteItems(reservation)
    : parseItems(body.products, { min: 1, max: MAX_PER_PRODUCT }, { allowEmpty: false });
  const useCoupon = parseFlag(body.use_coupon, cartMessages.badUseCoupon) ?? false;
  const code = optionalString(body, 'coupon', 200) ?? '';
  const addressId = reservation ? null : parseAddressRef(body.address);
  // The spec sends an empty national code as a single space.
  const nation = plainDigits(optionalString(body, 'nation_code', 20) ?? '');
  if (nation && !isValidNationCode(nation)) throw new HttpError(400, 'کد ملی معتبر نیست');
  return {
    idempotencyKey: key,
    items,
    coupon: useCoupon && code ? code : null,
    addressId,
    delivery: reservation ? false : (parseFlag(body.delivery, messages.badRequest) ?? addressId !== null),
    paymentType: parsePaymentType(body.payment_type),
    msg: optionalString(body, 'msg', 1000) ?? '',
    submittedFor: optionalString(body, 'submitted_for', 200) ?? '',
    confirmation: parseFlag(body.confirmation, messages.badRequest) ?? false,
    sendSubmitNotification: parseFlag(body.send_submit_notification, messages.badRequest) ?? false,
    nationCode: nation,
    reservation,
    expectedPrice: parseExpectedPrice(body.expected_price),
    fromCart: reservation ? false : (parseFlag(body.from_cart, messages.badRequest) ?? false),
  };
}

/** A fingerprint of what was asked, so one key cannot silently stand for two different orders. */
export function requestHash(input: SubmitInput): string {
  const { idempotencyKey: _key, ...rest } = input;
  void _key;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}
