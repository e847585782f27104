import type { Db } from '../db/client';

/**
 * Demo coupons (percent or a fixed Toman amount) and gift codes; codes are stored upper-case.
 * WELCOME is once per customer (max_uses_per_customer); the others have no usage limit.
 */
export const DEMO_COUPONS = [
  { code: 'NOROOZ1405', title: 'تخفیف نوروزی ۱۴۰۵', percent: 10, amount: null, min_order: 0, max_discount: 100_000, expires_at: null, max_uses_per_customer: null },
  { code: 'WELCOME', title: 'خوش‌آمدگویی', percent: null, amount: 50_000, min_order: 300_000, max_discount: null, expires_at: null, max_uses_per_customer: 1 },
  // Ended with the year 1404 (1405-01-01 00:00 Tehran time).
  { code: 'OLD1404', title: 'تخفیف ۱۴۰۴', percent: 15, amount: null, min_order: 0, max_discount: 50_000, expires_at: '2026-03-20T20:30:00Z', max_uses_per_customer: null },
] as const;

/** A single-use gift card (one redemption ever) and a campaign code (once per customer, up to max_uses). */
export const DEMO_GIFT_CODES = [
  { code: 'GIFT-500K', title: 'کارت هدیه ۵۰۰ هزار تومانی', amount: 500_000, kind: 'single', max_uses: null },
  { code: 'YALDA-50K', title: 'هدیه شب یلدا', amount: 50_000, kind: 'campaign', max_uses: 1000 },
] as const;

/** Idempotent: inserts only codes that are missing, never touches existing ones (or redemptions). */
export async function seedCoupons(db: Db): Promise<void> {
  for (const c of DEMO_COUPONS) {
    await db.query(
      `INSERT INTO coupons (code, title, percent, amount, min_order, max_discount, expires_at, max_uses_per_customer)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (code) DO NOTHING`,
      [c.code, c.title, c.percent, c.amount, c.min_order, c.max_discount, c.expires_at, c.max_uses_per_customer],
    );
  }
  for (const g of DEMO_GIFT_CODES) {
    await db.query(
      'INSERT INTO gift_codes (code, title, amount, kind, max_uses) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (code) DO NOTHING',
      [g.code, g.title, g.amount, g.kind, g.max_uses],
    );
  }
}
