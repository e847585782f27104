'use client';

/** The closest and farthest views the picker offers: a street's doors, and a whole city. */
export const MIN_PICKER_ZOOM = 10;
export const MAX_PICKER_ZOOM = 19;

/**
 * «بزرگ‌نمایی» and «کوچک‌نمایی» in the picker's corner, with the map and without it: zooming
 * then needs no pinch or wheel (WCAG 2.5.1), and in the plain panel a closer view makes each
 * step of the arrow keys finer (lib/address/nudge.ts).
 */
export function ZoomButtons({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const button =
    'grid h-11 w-11 place-items-center rounded-full bg-surface text-lg shadow focus-visible:outline-2 focus-visible:outline-primary aria-disabled:opacity-40';
  const closer = Math.min(MAX_PICKER_ZOOM, Math.floor(zoom) + 1);
  const farther = Math.max(MIN_PICKER_ZOOM, Math.ceil(zoom) - 1);
  return (
    // Bottom left: the step buttons hold the edges' middles, «منابع نقشه» the bottom right.
    <div className="absolute bottom-2 left-2 z-10 flex gap-2">
      <button type="button" aria-label="بزرگ‌نمایی" aria-disabled={zoom >= MAX_PICKER_ZOOM || undefined} onClick={() => zoom < MAX_PICKER_ZOOM && onZoom(closer)} className={button}>
        <span aria-hidden="true">+</span>
      </button>
      <button type="button" aria-label="کوچک‌نمایی" aria-disabled={zoom <= MIN_PICKER_ZOOM || undefined} onClick={() => zoom > MIN_PICKER_ZOOM && onZoom(farther)} className={button}>
        <span aria-hidden="true">−</span>
      </button>
    </div>
  );
}
