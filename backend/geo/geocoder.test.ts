import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { MAP_CENTER } from '../seed/zones';
import { createGeocoder, REMOTE_LOOKUPS_PER_MINUTE } from './geocoder';

/** A local stand-in for a Nominatim server: answers /reverse like Nominatim, records what it was asked. */
let server: Server;
let baseUrl: string;
const seen: { url: string; headers: IncomingMessage['headers'] }[] = [];
let failNext = false;

let h: Harness;
let token: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const url = new URL(req.url ?? '/', 'http://x');
    const reply = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/v5/reverse' && req.headers['api-key'] === 'neshan-key') return reply({ status: 'OK', formatted_address: 'نشان: چهارباغ' });
    if (url.pathname === '/reverse' && req.headers['x-api-key'] === 'mapir-key') return reply({ address: 'مپ: چهارباغ' });
    if (failNext || url.pathname !== '/nominatim/reverse') {
      failNext = false;
      res.writeHead(500).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ display_name: `نشانی ${url.searchParams.get('lat')},${url.searchParams.get('lon')}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`;
  h = await startHarness({ geocoder: { kind: 'nominatim', url: baseUrl } });
  token = await h.guest();
});
afterAll(async () => {
  await h.backend.db.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('reverse geocoding through a Nominatim-compatible server', () => {
  it('asks /reverse with format, lat, lon and Persian, and answers its display_name', async () => {
    const res = await h.call('POST', '/api/v1/location/check', { token, body: { lat: MAP_CENTER.lat, lng: MAP_CENTER.lng } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ is_in_zone: true, address: `نشانی ${MAP_CENTER.lat},${MAP_CENTER.lng}`, shipping_price: 20_000 });
    const asked = new URL(seen.at(-1)!.url, 'http://x');
    expect(asked.pathname).toBe('/nominatim/reverse');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      format: 'jsonv2',
      lat: String(MAP_CENTER.lat),
      lon: String(MAP_CENTER.lng),
      'accept-language': 'fa',
    });
    expect(seen.at(-1)!.headers['user-agent']).toMatch(/shop-storefront/);
  });

  it('falls back to the seeded zones when the service fails', async () => {
    failNext = true;
    const res = await h.call('POST', '/api/v1/location/check', { token, body: { lat: MAP_CENTER.lat + 0.001, lng: MAP_CENTER.lng } });
    expect(res.status).toBe(200);
    expect(res.body.data.address).toBe('اصفهان، چهارباغ عباسی');
  });

  it("answers a point asked again from memory, and past a client's minute of lookups from the zones", async () => {
    const check = (lat: number, address = '198.51.100.9') =>
      h.call('POST', '/api/v1/location/check', { token, body: { lat, lng: MAP_CENTER.lng }, headers: { 'x-forwarded-for': address } });
    const before = seen.length;
    // Within 11 m of the first test's point: not asked again.
    expect((await check(MAP_CENTER.lat + 0.00001)).body.data.address).toBe(`نشانی ${MAP_CENTER.lat},${MAP_CENTER.lng}`);
    expect(seen.length).toBe(before);
    // At the start of a minute, so the allowance's window does not turn over during the loop.
    h.advance(60 - ((h.now().getTime() / 1000) % 60) + 0.001);
    const answers = [];
    for (let i = 1; i <= REMOTE_LOOKUPS_PER_MINUTE + 5; i++) answers.push((await check(MAP_CENTER.lat + i * 0.0002)).body.data);
    expect(seen.length - before).toBeLessThanOrEqual(REMOTE_LOOKUPS_PER_MINUTE);
    // Past the allowance the check still answers, with the zone's name.
    expect(answers.at(-1)).toMatchObject({ is_in_zone: true, address: 'اصفهان، چهارباغ عباسی', shipping_price: 20_000 });
    // Another client is not held back by this one.
    expect((await check(MAP_CENTER.lat - 0.003, '198.51.100.10')).body.data.address).toMatch(/^نشانی /);
  });
});

describe('keyed providers', () => {
  const origin = () => new URL(baseUrl).origin;

  it('Neshan: /v5/reverse with the Api-Key header, formatted_address', async () => {
    const geo = createGeocoder({ kind: 'neshan', url: origin(), key: 'neshan-key' }, h.backend.db);
    expect(await geo.reverse(MAP_CENTER)).toBe('نشان: چهارباغ');
    expect(Object.fromEntries(new URL(seen.at(-1)!.url, 'http://x').searchParams)).toEqual({ lat: String(MAP_CENTER.lat), lng: String(MAP_CENTER.lng) });
  });

  it('Map.ir: /reverse with the x-api-key header, address', async () => {
    const geo = createGeocoder({ kind: 'mapir', url: origin(), key: 'mapir-key' }, h.backend.db);
    expect(await geo.reverse(MAP_CENTER)).toBe('مپ: چهارباغ');
  });

  it('a wrong key falls back to the zones; without a key the zones answer directly', async () => {
    const wrong = createGeocoder({ kind: 'neshan', url: origin(), key: 'other' }, h.backend.db);
    expect(await wrong.reverse(MAP_CENTER)).toBe('اصفهان، چهارباغ عباسی');
    const before = seen.length;
    const keyless = createGeocoder({ kind: 'mapir', url: origin() }, h.backend.db);
    expect(await keyless.reverse({ lat: 35.7, lng: 51.4 })).toBeNull();
    expect(seen.length).toBe(before);
  });
});
