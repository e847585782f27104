import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';
import { ProfileAddresses } from '@/components/address/ProfileAddresses';

export const metadata: Metadata = { title: 'آدرس‌های من', robots: { index: false } };

export default async function AddressesPage() {
  // Rendered per request so Next can put the CSP nonce on its scripts (lib/security/csp.mjs).
  await connection();
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="mb-6 text-2xl font-bold">آدرس‌های من</h1>
      <ClientState skeletonClassName="h-32 w-full rounded-2xl" withoutJs={<NeedsJs what="آدرس‌ها" />}>
        <ProfileAddresses />
      </ClientState>
    </section>
  );
}
