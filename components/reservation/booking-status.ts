/** A booking's status as the customer reads it. */
export const BOOKING_STATUS: Record<string, string> = {
  held: 'در انتظار پرداخت',
  confirmed: 'تأیید شده',
  cancelled: 'لغو شده',
  lapsed: 'مهلت نگه‌داری نوبت تمام شده',
};

export function bookingStatusLabel(status: string): string {
  return BOOKING_STATUS[status] ?? status;
}
