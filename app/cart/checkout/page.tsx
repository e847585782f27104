import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CheckoutView } from '@/components/checkout/CheckoutView';

export const metadata: Metadata = { title: 'تکمیل سفارش', robots: { index: false, follow: false } };

export default async function CheckoutPage() {
  // Rendered per request so Next can put the CSP nonce on its scripts (lib/security/csp.mjs).
  await connection();
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-xl font-bold">تکمیل سفارش</h1>
      <CheckoutView />
    </section>
  );
}
