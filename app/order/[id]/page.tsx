import type { Metadata } from 'next';
import { connection } from 'next/server';
import { OrderDetails } from '@/components/orders/OrderDetails';
import { parseOrderId } from '@/lib/order-status';

export const metadata: Metadata = { title: 'جزئیات سفارش', robots: { index: false, follow: false } };

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  // Rendered per request so Next can put the CSP nonce on its scripts (lib/security/csp.mjs).
  await connection();
  const { id } = await params;
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-2xl font-bold">جزئیات سفارش</h1>
      <OrderDetails id={parseOrderId(id)} />
    </section>
  );
}
