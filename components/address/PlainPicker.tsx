'use client';

import type { KeyboardEvent } from 'react';
import { nudge, type Direction } from '@/lib/address/nudge';
import { NudgeButtons } from './NudgeButtons';

const KEYS: Record<string, Direction> = { ArrowUp: 'north', ArrowDown: 'south', ArrowLeft: 'west', ArrowRight: 'east' };

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
      <NudgeButtons onNudge={(direction) => onChange(nudge(point, direction, zoom))} />
    </div>
  );
}
