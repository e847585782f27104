import type { Db } from '../db/client';
import { seedShop } from './shop';
import { seedCatalog } from './catalog';
import { seedCustomers } from './customers';
import { seedCoupons } from './coupons';
import { seedZones } from './zones';
import { seedOperator } from './operator';
import { seedReservations } from './reservations';
import { seedQrCodes } from './qr-codes';

/** Idempotent: every step inserts only what is missing, so it runs on every demo start. */
export async function seed(db: Db): Promise<void> {
  await seedShop(db);
  await seedCatalog(db);
  await seedCustomers(db);
  await seedCoupons(db);
  await seedZones(db);
  await seedOperator(db);
  await seedReservations(db);
  await seedQrCodes(db);
}
