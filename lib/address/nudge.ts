export type Direction = 'north' | 'south' | 'east' | 'west';

/**
 * The point one step away in `direction`, for the picker without a map (arrow keys and buttons).
 * A step is about 60 px of a map at `zoom` (Web Mercator: 360° over 256·2^zoom px), so it moves
 * as far as one arrow-key pan of the real map would; the result stays on the globe.
 */
export function nudge(point: { lat: number; lng: number }, direction: Direction, zoom: number): { lat: number; lng: number } {
  const step = (60 * 360) / (256 * 2 ** zoom);
  const lat = point.lat + (direction === 'north' ? step : direction === 'south' ? -step : 0);
  const lng = point.lng + (direction === 'east' ? step : direction === 'west' ? -step : 0);
  return { lat: round(Math.max(-85, Math.min(85, lat))), lng: round(((lng + 540) % 360) - 180) };
}

/** Six decimals (about 10 cm): what the API stores and the picker shows. */
export function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
