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
  /** A point to jump to («موقعیت من»); a new object each time. */
  recenter: { lat: number; lng: number } | null;
  onMoveEnd: (point: { lat: number; lng: number }, zoom: number) => void;
  /**
   * maplibre could not start (no WebGL, …) or its style could not load (offline, blocked): a map
   * without a style cannot even animate, so the picker falls back to its plain panel.
   */
  onFail: () => void;
  /** Some tiles or sprites could not load after the style did: the map still moves. */
  onTilesFailed: () => void;
}

export default function MapView({ initial, recenter, onMoveEnd, onFail, onTilesFailed }: MapViewProps) {
  const ref = useRef<MapRef>(null);
  const loaded = useRef(false);
  useEffect(() => {
    if (recenter) ref.current?.jumpTo({ center: [recenter.lng, recenter.lat] });
  }, [recenter]);

  const moveEnd = (e: ViewStateChangeEvent) => onMoveEnd({ lat: round(e.viewState.latitude), lng: round(e.viewState.longitude) }, e.viewState.zoom);
  // react-map-gl reports a failed start with no map as the target; before 'load' the style failed.
  const error = (e: ErrorEvent) => (e.target && loaded.current ? onTilesFailed() : onFail());

  return (
    <Map
      ref={ref}
      initialViewState={{ latitude: initial.lat, longitude: initial.lng, zoom: initial.zoom }}
      mapStyle={STYLE_URL}
      workerUrl="/maplibre-gl-worker.mjs"
      onMoveEnd={moveEnd}
      onLoad={() => {
        loaded.current = true;
      }}
      onError={error}
      attributionControl={{ compact: true }}
      dragRotate={false}
      style={{ position: 'absolute', inset: 0 }}
    />
  );
}
