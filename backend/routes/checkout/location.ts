import { Hono } from 'hono';
import type { Env } from '../../context';
import { requireAuth } from '../../auth/middleware';
import { ok } from '../../http';
import { parseLatLng } from '../../geo/coords';
import { zoneAt } from '../../geo/zones';
import { readBody } from '../../lib/validate';
import { clientAddress } from '../../lib/client-address';
import { addressMessages } from './address-store';
import type { LocationCheckResponse } from '../../../common/contract/checkout';

/** POST /location/check: is a point inside a delivery zone, its address and shipping price. */
export const locationRoutes = new Hono<Env>();

locationRoutes.use('/location/check', requireAuth);
locationRoutes.post('/location/check', async (c) => {
  const at = parseLatLng(await readBody(c));
  const { db, geo } = c.var.deps;
  const [zone, address] = await Promise.all([zoneAt(db, at), geo.reverse(at, clientAddress(c))]);
  return ok(
    c,
    {
      is_in_zone: zone !== null,
      address: address ?? '',
      shipping_price: zone?.shipping_price ?? null,
      zone: zone ? { id: zone.id, name: zone.name } : null,
      lat: at.lat,
      lng: at.lng,
    } satisfies LocationCheckResponse,
    zone ? '' : addressMessages.outOfZone,
  );
});
