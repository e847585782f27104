'use client';

// Loaded only when the picker opens (next/dynamic in MapPicker): react-map-gl, maplibre-gl and
// its stylesheet stay out of every page's first-load JavaScript and CSS.
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { Map, type ErrorEvent, type MapRef, type ViewStateChangeEvent } from 'react-map-gl/maplibre';
import { mapStyleUrl } from '@/lib/map-style.mjs';
import { round } from '@/lib/address/nudge';

const STYLE_URL = mapStyleUrl(process.env.NEXT_PUBLIC_MAP_STYLE_URL, process.env.NEXT_PUBLIC_MAP_API_KEY);

export interface MapViewProps {
  initial: { lat: number; lng: number; zoom: number };
  /** A point (and zoom) to jump to («موقعیت من», the zoom buttons); a new object each time. */
  recenter: { lat: number; lng: number; zoom?: number } | null;
  onMoveEnd: (point: { lat: number; lng: number }, zoom: number) => void;
  /**
   * maplibre could not start (no WebGL, …) or its style could not load (offline, blocked): a map
   * without a style cannot even animate, so the picker falls back to its plain panel.
   */
  onFail: () => void;
  /** Some tiles or sprites could not load after the style did: the map still moves. */
  onTilesFailed: () => void;
}

/**
 * How long the style may take: a blocked style host whose connection stalls (rather than fails)
 * fires neither error nor load, and maplibre's requests have no time-out of their own.
 */
const STYLE_TIMEOUT_MS = 12_000;

/** maplibre's words that reach the customer (the canvas's label is read by screen readers). */
const LOCALE = {
  'Map.Title': 'نقشه؛ سنجاق وسط نقشه است. با کلیدهای جهت نقشه را جابه‌جا کنید و با + و − بزرگ و کوچک کنید',
  'AttributionControl.ToggleAttribution': 'منابع نقشه',
};

export default function MapView({ initial, recenter, onMoveEnd, onFail, onTilesFailed }: MapViewProps) {
  const ref = useRef<MapRef>(null);
  const styled = useRef(false);
  useEffect(() => {
    if (recenter) ref.current?.jumpTo({ center: [recenter.lng, recenter.lat], ...(recenter.zoom === undefined ? {} : { zoom: recenter.zoom }) });
  }, [recenter]);
  // onFail is the picker's: the map is gone once it runs, so it runs once.
  const fail = useRef(onFail);
  useEffect(() => {
    const timer = setTimeout(() => styled.current || fail.current(), STYLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  const moveEnd = (e: ViewStateChangeEvent) => onMoveEnd({ lat: round(e.viewState.latitude), lng: round(e.viewState.longitude) }, e.viewState.zoom);
  // react-map-gl reports a failed start with no map as the target. Before the style is in, the
  // map cannot work; after it, a failed tile or sprite leaves a map that still moves.
  const error = (e: ErrorEvent) => (e.target && styled.current ? onTilesFailed() : onFail());

  return (
    <Map
      ref={ref}
      initialViewState={{ latitude: initial.lat, longitude: initial.lng, zoom: initial.zoom }}
      mapStyle={STYLE_URL}
      workerUrl="/maplibre-gl-worker.mjs"
      onMoveEnd={moveEnd}
      onStyleData={() => {
        styled.current = true;
      }}
      onError={error}
      attributionControl={{ compact: true }}
      locale={LOCALE}
      dragRotate={false}
      style={{ position: 'absolute', inset: 0 }}
    />
  );
}
