import type { Metadata } from 'next';
import { connection } from 'next/server';
import { OrdersTabs } from '@/components/orders/OrdersTabs';

export const metadata: Metadata = { title: 'سفارش‌های من', robots: { index: false, follow: false } };

export default async function OrdersPage() {
  // Rendered per request so Next can put the CSP nonce on its scripts (lib/security/csp.mjs).
  await connection();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-2xl font-bold">سفارش‌های من</h1>
      <OrdersTabs />
    </section>
  );
}
