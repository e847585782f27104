import { HttpError } from '../http';
import { toWesternDigits } from '../../common/digits';

export interface LatLng {
  lat: number;
  lng: number;
}

function coordinate(value: unknown, min: number, max: number, msg: string): number {
  const text = typeof value === 'string' ? toWesternDigits(value.trim()) : value;
  const n = typeof text === 'string' && /^-?\d{1,3}(\.\d{1,15})?$/.test(text) ? Number(text) : text;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < min || n > max) throw new HttpError(400, msg);
  return n;
}

/** lat and lng from a JSON body: numbers (or digit strings) within the globe's ranges; 400 otherwise. */
export function parseLatLng(body: Record<string, unknown>): LatLng {
  return {
    lat: coordinate(body.lat, -90, 90, 'عرض جغرافیایی (lat) معتبر نیست'),
    lng: coordinate(body.lng, -180, 180, 'طول جغرافیایی (lng) معتبر نیست'),
  };
}
