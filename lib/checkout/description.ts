import type { DescriptionTemplate } from '@/stores/slices/orders';
import { digitsOnly, normalizeMobile, toPersianDigits, toWesternDigits } from '@/common/digits';

/** The order description's three templates (spec section 4); each fills in one value. */
export const DESCRIPTION_TEMPLATES: readonly {
  id: DescriptionTemplate;
  label: string;
  valueLabel: string;
  /** The value is a phone number (typed with a phone keypad, starting as the customer's mobile). */
  phone: boolean;
  text: (value: string) => string;
}[] = [
  {
    id: 'call_on_delivery',
    label: 'هنگام تحویل با این شماره تماس بگیرید',
    valueLabel: 'شماره تماس',
    phone: true,
    text: (v) => `هنگام تحویل با این شماره تماس بگیرید: ${v}`,
  },
  {
    id: 'call_when_leaving',
    label: 'به محض حرکت پیک تماس بگیرید',
    valueLabel: 'شماره تماس',
    phone: true,
    text: (v) => `به محض حرکت پیک با این شماره تماس بگیرید: ${v}`,
  },
  {
    id: 'recipient',
    label: 'تحویل‌گیرنده شخص دیگری است',
    valueLabel: 'نام تحویل‌گیرنده',
    phone: false,
    text: (v) => `تحویل‌گیرنده سفارش: ${v}`,
  },
];

/** The server's limit on msg. */
export const MAX_DESCRIPTION_LENGTH = 1000;

/** A landline with its area code (021…, 031…): a courier may be asked to call one too. */
const LANDLINE = /^0[1-8]\d{9}$/;

/**
 * The number a phone template's value is, as sent (a mobile as 09…, Western digits), or null when
 * it is none: the courier would be given a number no one answers. Empty is not a number either
 * (the form says the template is then not sent).
 */
export function phoneValue(value: string): string | null {
  const mobile = normalizeMobile(value);
  if (mobile) return mobile;
  const digits = digitsOnly(value);
  return LANDLINE.test(digits) && !/[^\d\s\-()+]/.test(toWesternDigits(value)) ? digits : null;
}

/** The attribute naming the template value's box, where the checkout takes a customer whose number is no number. */
export const TEMPLATE_VALUE_FIELD = 'data-template-value';

/** Why the order cannot go with this template value: a phone template's value typed but no phone number. */
export function templateValueError(template: DescriptionTemplate | null, value: string): string | null {
  const chosen = DESCRIPTION_TEMPLATES.find((t) => t.id === template);
  if (!chosen?.phone || !value.trim() || phoneValue(value)) return null;
  return 'شماره تماس معتبر نیست؛ شماره موبایل یا تلفن ثابت با کد شهر را بنویسید.';
}

/**
 * The `msg` sent with the order: the chosen template (when its value is filled in), then the free
 * text. A phone number goes in Western digits, as every number the shop sends (spec section 5).
 */
export function orderDescription(template: DescriptionTemplate | null, value: string, note: string): string {
  const chosen = DESCRIPTION_TEMPLATES.find((t) => t.id === template);
  const filled = chosen?.phone ? (phoneValue(value) ?? '') : value.trim();
  const parts = [chosen && filled ? chosen.text(filled) : '', note.trim()].filter(Boolean);
  return parts.join('\n').slice(0, MAX_DESCRIPTION_LENGTH);
}

/** A web address in a note: kept as typed, digits and all (Persian digits would break it). */
const WEB_ADDRESS = /(https?:\/\/[^\s]+)/;

/**
 * The order's description as the order page shows it: its text in Persian digits, as the page's,
 * but web addresses (a map link pasted for the courier) as typed, left to right.
 */
export function descriptionParts(text: string): { text: string; address: boolean }[] {
  return text
    .split(WEB_ADDRESS)
    .filter(Boolean)
    .map((part) => (WEB_ADDRESS.test(part) ? { text: part, address: true } : { text: toPersianDigits(part), address: false }));
}
