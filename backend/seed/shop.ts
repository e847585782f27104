import type { Db } from '../db/client';
import type { ShopSettings } from '../routes/config';
import { getSetting, putSetting } from '../lib/settings';

export const DEMO_SHOP: ShopSettings = {
  name: 'کافه‌بازار نقش جهان',
  description: 'سفارش آنلاین نوشیدنی، کیک و غذا و رزرو میز در کافه‌بازار نقش جهان اصفهان',
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

export async function seedShop(db: Db): Promise<void> {
  if (!(await getSetting(db, 'shop'))) await putSetting(db, 'shop', DEMO_SHOP);
}
