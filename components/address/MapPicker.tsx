'use client';

import { useEffect, useState } from 'react';
import { onDemand } from '@/components/layout/on-demand';
import { toPersianDecimal } from '@/common/digits';
import { CenterPin } from './CenterPin';
import { MyLocationButton } from './MyLocationButton';
import { PlainPicker } from './PlainPicker';
import { NudgeButtons } from './NudgeButtons';
import { ZoomButtons } from './ZoomButtons';
import { nudge } from '@/lib/address/nudge';

type Point = { lat: number; lng: number };
type Camera = Point & { zoom?: number };

/** In the map's place when its code could not be downloaded: the picker goes plain at once. */
function MapCodeMissing({ onFail }: { onFail: () => void }) {
  useEffect(onFail, [onFail]);
  return null;
}

// The map's code (react-map-gl, maplibre-gl, its CSS) is fetched only when a picker mounts.
const MapView = onDemand(() => import('./MapView').then((m) => m.default), {
  loading: () => <div role="status" aria-label="در حال بارگذاری نقشه" className="absolute inset-0 animate-pulse bg-black/5" />,
  failed: (_retry, props) => <MapCodeMissing onFail={props.onFail} />,
});

/** Whether this browser can draw a maplibre map at all (headless and locked-down browsers may not). */
function canDrawMap(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * Picks a point with a pin fixed at the centre: the map moves under it and every move's end
 * reports the centre. Without WebGL, when maplibre fails to start or its style cannot load
 * (offline, blocked), a plain panel with arrow keys takes the map's place. The four step buttons,
 * the zoom buttons and «موقعیت من» work in both, so an address can always be picked without a drag.
 */
export function MapPicker({ point, zoom, onChange }: { point: Point; zoom: number; onChange: (point: Point, zoom: number) => void }) {
  const [mode, setMode] = useState<'map' | 'plain'>(() => (canDrawMap() ? 'map' : 'plain'));
  const [tilesFailed, setTilesFailed] = useState(false);
  // The map keeps its own camera; it is told only about jumps it did not make itself.
  const [initial] = useState(() => ({ ...point, zoom }));
  const [recenter, setRecenter] = useState<Camera | null>(null);

  const locate = (p: Point) => {
    onChange(p, zoom);
    setRecenter(p);
  };
  const zoomTo = (next: number) => {
    onChange(point, next);
    setRecenter({ ...point, zoom: next });
  };

  return (
    <div className="space-y-2">
      <div className="relative h-64 overflow-hidden rounded-xl border border-black/10 bg-black/5" data-picker-mode={mode}>
        {mode === 'map' ? (
          <>
            <MapView
              initial={initial}
              recenter={recenter}
              onMoveEnd={onChange}
              onFail={() => setMode('plain')}
              onTilesFailed={() => setTilesFailed(true)}
            />
            <NudgeButtons onNudge={(direction) => locate(nudge(point, direction, zoom))} />
          </>
        ) : (
          <PlainPicker point={point} zoom={zoom} onChange={(p) => onChange(p, zoom)} />
        )}
        <ZoomButtons zoom={zoom} onZoom={zoomTo} />
        <CenterPin />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <MyLocationButton onLocate={locate} />
        {/* Not a live region: read on every step of the pin, it would drown the zone check's answer. */}
        <p className="text-xs text-ink/60">
          موقعیت: <span dir="ltr">{toPersianDecimal(point.lat, 6)}، {toPersianDecimal(point.lng, 6)}</span>
        </p>
      </div>
      {(mode === 'plain' || tilesFailed) && (
        <p className="text-xs text-ink/70">
          {mode === 'plain' ? 'نقشه در دسترس نیست' : 'بخشی از تصویر نقشه بارگذاری نشد'}؛ با کلیدهای جهت یا «موقعیت من» جای
          سنجاق را تنظیم کنید و نشانی را بنویسید.
        </p>
      )}
    </div>
  );
}
