import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { OrderDetails } from '@/components/orders/OrderDetails';
import { parseOrderId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'جزئیات سفارش', robots: { index: false, follow: false } };

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  // Rendered per request so Next can put the CSP nonce on its scripts (lib/security/csp.mjs).
  await connection();
  const id = parseOrderId((await params).id);
  // No order can have this id: 404, with the order page's own message (./not-found.tsx).
  if (id === null) notFound();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-2xl font-bold">جزئیات سفارش</h1>
      <OrderDetails id={id} />
    </section>
  );
}
