import type { Db } from '../db/client';

/** The demo customer a person can log in as (the code comes from /api/dev/otp or the log). */
export const DEMO_CUSTOMER = {
  mobile: '09120000000',
  first_name: 'سارا',
  last_name: 'محمدی',
  gender: 'woman',
  credit: 500_000,
} as const;

export async function seedCustomers(db: Db): Promise<void> {
  const c = DEMO_CUSTOMER;
  await db.query(
    `INSERT INTO customers (mobile, first_name, last_name, gender, credit) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (mobile) DO NOTHING`,
    [c.mobile, c.first_name, c.last_name, c.gender, c.credit],
  );
}
