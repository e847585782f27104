'use client';

import { type Direction } from '@/lib/address/nudge';

const BUTTONS: { direction: Direction; label: string; arrow: string; place: string }[] = [
  { direction: 'north', label: 'جابه‌جایی به شمال', arrow: '↑', place: 'top-2 left-1/2 -translate-x-1/2' },
  { direction: 'south', label: 'جابه‌جایی به جنوب', arrow: '↓', place: 'bottom-2 left-1/2 -translate-x-1/2' },
  // Compass directions, not reading directions: east stays on the right in RTL too.
  { direction: 'east', label: 'جابه‌جایی به شرق', arrow: '→', place: 'right-2 top-1/2 -translate-y-1/2' },
  { direction: 'west', label: 'جابه‌جایی به غرب', arrow: '←', place: 'left-2 top-1/2 -translate-y-1/2' },
];

/**
 * Four buttons at the picker's edges that move the point a step: with the map too, not only in
 * its plain panel, so placing the pin never needs a drag (a hand that cannot drag, a screen
 * reader whose arrow keys read the page rather than move the map).
 */
export function NudgeButtons({ onNudge }: { onNudge: (direction: Direction) => void }) {
  return BUTTONS.map((b) => (
    <button
      key={b.direction}
      type="button"
      aria-label={b.label}
      onClick={() => onNudge(b.direction)}
      className={`absolute ${b.place} z-10 grid h-11 w-11 place-items-center rounded-full bg-surface text-lg shadow focus-visible:outline-2 focus-visible:outline-primary`}
    >
      <span aria-hidden="true">{b.arrow}</span>
    </button>
  ));
}
