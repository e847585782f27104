'use client';

import type { KeyboardEvent } from 'react';
import { nudge, type Direction } from '@/lib/address/nudge';

const KEYS: Record<string, Direction> = { ArrowUp: 'north', ArrowDown: 'south', ArrowLeft: 'west', ArrowRight: 'east' };

const BUTTONS: { direction: Direction; label: string; arrow: string; place: string }[] = [
  { direction: 'north', label: 'جابه‌جایی به شمال', arrow: '↑', place: 'top-2 left-1/2 -translate-x-1/2' },
  { direction: 'south', label: 'جابه‌جایی به جنوب', arrow: '↓', place: 'bottom-2 left-1/2 -translate-x-1/2' },
  // Compass directions, not reading directions: east stays on the right in RTL too.
  { direction: 'east', label: 'جابه‌جایی به شرق', arrow: '→', place: 'right-2 top-1/2 -translate-y-1/2' },
  { direction: 'west', label: 'جابه‌جایی به غرب', arrow: '←', place: 'left-2 top-1/2 -translate-y-1/2' },
];

/**
 * The picker without a map (no WebGL, or maplibre would not start): a panel under the centre pin
 * whose point moves with the arrow keys or the four buttons, so checkout never depends on a map.
 */
export function PlainPicker({
  point,
  zoom,
  onChange,
}: {
  point: { lat: number; lng: number };
  zoom: number;
  onChange: (point: { lat: number; lng: number }) => void;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    const direction = KEYS[e.key];
    if (!direction) return;
    e.preventDefault();
    onChange(nudge(point, direction, zoom));
  };
  return (
    <div
      role="application"
      aria-label="انتخاب موقعیت بدون نقشه: با کلیدهای جهت جابه‌جا کنید"
      aria-roledescription="انتخابگر موقعیت"
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="absolute inset-0 bg-[linear-gradient(to_right,rgb(0_0_0/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(0_0_0/0.06)_1px,transparent_1px)] bg-[size:32px_32px] bg-emerald-50 focus-visible:outline-2 focus-visible:outline-primary"
    >
      {BUTTONS.map((b) => (
        <button
          key={b.direction}
          type="button"
          aria-label={b.label}
          onClick={() => onChange(nudge(point, b.direction, zoom))}
          className={`absolute ${b.place} grid h-9 w-9 place-items-center rounded-full bg-surface text-lg shadow`}
        >
          <span aria-hidden="true">{b.arrow}</span>
        </button>
      ))}
    </div>
  );
}
