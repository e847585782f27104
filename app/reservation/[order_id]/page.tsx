import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ReservationView } from '@/components/reservation/ReservationView';
import { parseOrderId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'رزرو', robots: { index: false, follow: false } };

export default async function ReservationPage({ params }: { params: Promise<{ order_id: string }> }) {
  // Rendered per request so Next can put the CSP nonce on its scripts (lib/security/csp.mjs).
  await connection();
  const id = parseOrderId((await params).order_id);
  if (id === null) notFound();
  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-xl font-bold">رزرو شما</h1>
      <ReservationView orderId={id} />
    </section>
  );
}
