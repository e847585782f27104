import type { DescriptionTemplate } from '@/stores/slices/orders';
import { toWesternDigits } from '@/common/digits';

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

/**
 * The `msg` sent with the order: the chosen template (when its value is filled in), then the free
 * text. A phone number goes in Western digits, as every number the shop sends (spec section 5).
 */
export function orderDescription(template: DescriptionTemplate | null, value: string, note: string): string {
  const chosen = DESCRIPTION_TEMPLATES.find((t) => t.id === template);
  const filled = chosen?.phone ? toWesternDigits(value.trim()) : value.trim();
  const parts = [chosen && filled ? chosen.text(filled) : '', note.trim()].filter(Boolean);
  return parts.join('\n').slice(0, MAX_DESCRIPTION_LENGTH);
}
