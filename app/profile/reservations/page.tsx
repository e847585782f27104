import type { Metadata } from 'next';
import { connection } from 'next/server';
import { MyReservations } from '@/components/reservation/MyReservations';

export const metadata: Metadata = { title: 'نوبت‌های من', robots: { index: false } };

export default async function MyReservationsPage() {
  // Rendered per request so Next can put the CSP nonce on its scripts (lib/security/csp.mjs).
  await connection();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-2xl font-bold">نوبت‌های من</h1>
      <MyReservations />
    </section>
  );
}
