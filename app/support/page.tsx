import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';
import { SupportForm } from '@/components/support/SupportForm';

// A form that needs scripts, with nothing for a search result to show: kept out of the index, its links followed.
export const metadata: Metadata = { title: 'پشتیبانی', robots: { index: false, follow: true } };

export default async function SupportPage() {
  // Rendered per request so Next can put the CSP nonce on its scripts (lib/security/csp.mjs).
  await connection();
  return (
    <section className="mx-auto max-w-xl">
      <h1 className="mb-2 text-xl font-bold">پشتیبانی</h1>
      <p className="mb-4 text-sm text-ink/70">پرسش یا مشکل خود را بنویسید؛ همکاران ما با شما تماس می‌گیرند.</p>
      <ClientState skeletonClassName="h-72 w-full rounded-2xl" withoutJs={<NeedsJs what="فرم پشتیبانی" />}>
        <SupportForm />
      </ClientState>
    </section>
  );
}
