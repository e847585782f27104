import { formatToman } from '@/lib/price';

/** What the zone check says about the picked point: checking, out of zone (an alert), or the shipping price. */
export function ZoneStatus({ settled, failed, isInZone, shippingPrice, place, onRetry }: {
  settled: boolean;
  failed: boolean;
  isInZone: boolean;
  shippingPrice: number | null;
  /** The neighbourhood the point is in: read with the price, it says where a step of the pin went. */
  place: string;
  onRetry: () => void;
}) {
  if (failed) {
    return (
      <p role="alert" className="text-sm text-red-700">
        بررسی محدودهٔ ارسال ممکن نشد.{' '}
        <button type="button" onClick={onRetry} className="tap underline">
          تلاش دوباره
        </button>
      </p>
    );
  }
  if (!settled) {
    return (
      <p role="status" className="text-sm text-ink/60">
        در حال بررسی محدودهٔ ارسال…
      </p>
    );
  }
  if (!isInZone) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
        خارج از محدوده
      </p>
    );
  }
  return (
    <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
      {place && `${place} · `}هزینهٔ ارسال به این نقطه: {shippingPrice ? formatToman(shippingPrice) : 'رایگان'}
    </p>
  );
}
