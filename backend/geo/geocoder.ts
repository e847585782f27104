import type { Queryable } from '../db/client';
import type { LatLng } from './coords';
import { zoneAt } from './zones';

/** Reverse geocoding: a human address for a point, or null when the provider has none. */
export interface Geocoder {
  reverse(at: LatLng): Promise<string | null>;
}

export type GeocoderKind = 'zones' | 'nominatim' | 'neshan' | 'mapir';

export interface GeocoderConfig {
  kind: GeocoderKind;
  /** Base URL of the service (Nominatim-compatible, or the Neshan / Map.ir API host). */
  url?: string;
  /** API key (Neshan: Api-Key header; Map.ir: x-api-key header). */
  key?: string;
}

const TIMEOUT_MS = 5_000;

/** The default: the neighbourhood name of the seeded zone containing the point (no outside service). */
export function zonesGeocoder(db: Queryable): Geocoder {
  return {
    async reverse(at) {
      const zone = await zoneAt(db, at);
      return zone ? [zone.city, zone.name].filter(Boolean).join('، ') : null;
    },
  };
}

async function getJson(url: URL, headers: Record<string, string>): Promise<Record<string, unknown> | null> {
  const res = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) return null;
  const json: unknown = await res.json();
  return json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Nominatim's /reverse (OpenStreetMap or any compatible server, e.g. a self-hosted one). */
function nominatim(base: string): Geocoder {
  return {
    async reverse({ lat, lng }) {
      const url = new URL('reverse', base.endsWith('/') ? base : `${base}/`);
      url.search = new URLSearchParams({ format: 'jsonv2', lat: String(lat), lon: String(lng), 'accept-language': 'fa' }).toString();
      // Nominatim's usage policy asks for an identifying User-Agent.
      return text((await getJson(url, { 'user-agent': 'shop-storefront/1.0' }))?.display_name);
    },
  };
}

/** Neshan's v5 reverse API (formatted_address), key in the Api-Key header. */
function neshan(base: string, key: string): Geocoder {
  return {
    async reverse({ lat, lng }) {
      const url = new URL('/v5/reverse', base);
      url.search = new URLSearchParams({ lat: String(lat), lng: String(lng) }).toString();
      return text((await getJson(url, { 'Api-Key': key }))?.formatted_address);
    },
  };
}

/** Map.ir's reverse API (address), key in the x-api-key header. */
function mapir(base: string, key: string): Geocoder {
  return {
    async reverse({ lat, lng }) {
      const url = new URL('/reverse', base);
      url.search = new URLSearchParams({ lat: String(lat), lon: String(lng) }).toString();
      return text((await getJson(url, { 'x-api-key': key }))?.address);
    },
  };
}

/**
 * The configured provider, falling back to the seeded zones when the outside service fails or
 * has no answer, so checkout never stalls on a maps outage.
 */
export function createGeocoder(config: GeocoderConfig, db: Queryable): Geocoder {
  const local = zonesGeocoder(db);
  let remote: Geocoder | null = null;
  if (config.kind === 'nominatim') remote = nominatim(config.url ?? 'https://nominatim.openstreetmap.org/');
  if (config.kind === 'neshan' && config.key) remote = neshan(config.url ?? 'https://api.neshan.org', config.key);
  if (config.kind === 'mapir' && config.key) remote = mapir(config.url ?? 'https://map.ir', config.key);
  if (!remote) return local;
  const outside = remote;
  return {
    async reverse(at) {
      try {
        const answer = await outside.reverse(at);
        if (answer) return answer;
      } catch (err) {
        console.warn('[shop-backend] reverse geocoding failed, using zones:', (err as Error).message);
      }
      return local.reverse(at);
    },
  };
}

/** GEOCODER (zones|nominatim|neshan|mapir), GEOCODER_URL, GEOCODER_KEY. */
export function geocoderConfigFromEnv(env: NodeJS.ProcessEnv): GeocoderConfig {
  const kind = env.GEOCODER as GeocoderKind | undefined;
  const known: GeocoderKind[] = ['zones', 'nominatim', 'neshan', 'mapir'];
  return { kind: kind && known.includes(kind) ? kind : 'zones', url: env.GEOCODER_URL || undefined, key: env.GEOCODER_KEY || undefined };
}
