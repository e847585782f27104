import type { Queryable } from '../db/client';
import { hit } from '../lib/rate-limit';
import type { LatLng } from './coords';
import { zoneAt } from './zones';

/**
 * Reverse geocoding: a human address for a point, or null when the provider has none. `caller`
 * (the client's address) is what an outside provider's lookups are counted against.
 */
export interface Geocoder {
  reverse(at: LatLng, caller?: string): Promise<string | null>;
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
 * Outside lookups one client address may cause a minute. Each one spends the shop's key quota
 * (Neshan, Map.ir) or its standing with a free service (Nominatim allows one a second), and a
 * guest token is free: past this, that client's addresses come from the zones. The map picker
 * asks once per stop of the map, so a customer looking around stays well within it.
 */
export const REMOTE_LOOKUPS_PER_MINUTE = 30;
/** Points whose outside answer is kept, rounded to 4 decimals (about 11 m), for CACHE_MS. */
const CACHE_POINTS = 1000;
const CACHE_MS = 24 * 3600 * 1000;

/** The outside provider's answers, by rounded point, least recently used first out. */
function answerCache() {
  const answers = new Map<string, { address: string; at: number }>();
  const keyOf = ({ lat, lng }: LatLng) => `${lat.toFixed(4)},${lng.toFixed(4)}`;
  return {
    get(point: LatLng): string | null {
      const key = keyOf(point);
      const found = answers.get(key);
      if (!found || Date.now() - found.at > CACHE_MS) return null;
      answers.delete(key);
      answers.set(key, found);
      return found.address;
    },
    set(point: LatLng, address: string) {
      answers.set(keyOf(point), { address, at: Date.now() });
      if (answers.size > CACHE_POINTS) answers.delete(answers.keys().next().value!);
    },
  };
}

/**
 * The configured provider, falling back to the seeded zones when the outside service fails or
 * has no answer, so checkout never stalls on a maps outage; also past a caller's
 * REMOTE_LOOKUPS_PER_MINUTE. A point asked again (to 11 m) is answered from memory.
 */
export function createGeocoder(config: GeocoderConfig, db: Queryable, now: () => Date = () => new Date()): Geocoder {
  const local = zonesGeocoder(db);
  let remote: Geocoder | null = null;
  if (config.kind === 'nominatim') remote = nominatim(config.url ?? 'https://nominatim.openstreetmap.org/');
  if (config.kind === 'neshan' && config.key) remote = neshan(config.url ?? 'https://api.neshan.org', config.key);
  if (config.kind === 'mapir' && config.key) remote = mapir(config.url ?? 'https://map.ir', config.key);
  if (!remote) return local;
  const outside = remote;
  const cache = answerCache();
  return {
    async reverse(at, caller) {
      const known = cache.get(at);
      if (known) return known;
      if (caller && (await hit(db, `geocode:${caller}`, 60, now())) > REMOTE_LOOKUPS_PER_MINUTE) return local.reverse(at);
      try {
        const answer = await outside.reverse(at);
        if (answer) {
          cache.set(at, answer);
          return answer;
        }
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
