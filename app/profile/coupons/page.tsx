import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CouponList } from '@/components/account/coupons/CouponList';

export const metadata: Metadata = { title: 'کدهای تخفیف', robots: { index: false } };

export default async function CouponsPage() {
  // Rendered per request so Next can put the CSP nonce on its scripts (lib/security/csp.mjs).
  await connection();
  return (
    <>
      <div className="mx-auto max-w-2xl">
        <h1 className="mb-2 text-xl font-bold">کدهای تخفیف</h1>
        <p className="mb-4 text-sm text-ink/70">کد را کپی کنید و هنگام ثبت سفارش وارد کنید.</p>
        <CouponList />
      </div>
    </>
  );
}
