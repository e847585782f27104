import type { Db } from '../db/client';
import type { ShopSettings } from '../routes/config';
import { getSetting, putSetting } from '../lib/settings';

export const DEMO_SHOP: ShopSettings = {
  // An invented name: the demo must not borrow a real company's («کافه‌بازار» is one).
  name: 'کافه پرهام‌رود',
  description: 'سفارش آنلاین نوشیدنی، کیک و غذا و رزرو میز در کافه پرهام‌رود اصفهان',
  shop_type: 'shop',
  skeleton_type: 'card',
  palette: {
    primary: '#0f766e',
    primary_contrast: '#ffffff',
    secondary: '#b45309',
    background: '#f8fafc',
    surface: '#ffffff',
    text: '#0f172a',
  },
};

/** The demo's earlier name, a real brand's: a demo database that still has it is renamed. */
const FORMER_DEMO_NAME = 'کافه‌بازار نقش جهان';

export async function seedShop(db: Db): Promise<void> {
  const current = await getSetting<ShopSettings>(db, 'shop');
  if (!current) await putSetting(db, 'shop', DEMO_SHOP);
  else if (current.name === FORMER_DEMO_NAME) await putSetting(db, 'shop', { ...current, name: DEMO_SHOP.name, description: DEMO_SHOP.description });
}
