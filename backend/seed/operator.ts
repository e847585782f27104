import type { Db } from '../db/client';
import { getSetting, putSetting } from '../lib/settings';

/** The demo operator (a panel user) that /api/dev/orders/panel submits orders as. */
export async function seedOperator(db: Db): Promise<number> {
  const known = await getSetting<number>(db, 'demo_operator_user_id');
  if (known) return known;
  const [user] = await db.query<{ id: number }>(`INSERT INTO users (role) VALUES ('operator') RETURNING id`);
  await putSetting(db, 'demo_operator_user_id', user.id);
  return user.id;
}
