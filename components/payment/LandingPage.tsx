import type { Metadata } from 'next';
import { connection } from 'next/server';
import { landingFlags } from '@/lib/payment/landing';
import { PaymentResult } from './PaymentResult';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Landings are personal and never indexed. Their titles name no verdict: the address says what the
 * provider's redirect claimed (a success URL can be typed), the page what the server verified.
 */
export const landingMetadata = (title: string): Metadata => ({ title, robots: { index: false, follow: false } });

/**
 * A payment landing page (success, failure, panel). They differ only in their address: each
 * shows what the server verified, so a forged success address shows the real state.
 */
export async function LandingPage({ searchParams, path }: { searchParams: SearchParams; path: string }) {
  await connection();
  const raw = await searchParams;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) if (typeof value === 'string') query.set(name, value);
  const self = query.size ? `${path}?${query}` : path;
  return (
    <section className="mx-auto max-w-xl space-y-4">
      <h1 className="text-xl font-bold">نتیجه پرداخت</h1>
      <PaymentResult flags={landingFlags(raw)} path={self} />
    </section>
  );
}
