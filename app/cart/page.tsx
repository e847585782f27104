import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CartView } from '@/components/cart/CartView';

export const metadata: Metadata = { title: 'سبد خرید', robots: { index: false, follow: false } };

export default async function CartPage() {
  // Rendered per request so Next can put the CSP nonce on its scripts (lib/security/csp.mjs).
  await connection();
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-xl font-bold">سبد خرید</h1>
      <CartView />
    </section>
  );
}
