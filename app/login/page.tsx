import type { Metadata } from 'next';
import { LoginForm } from '@/components/account/LoginForm';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';

export const metadata: Metadata = { title: 'ورود', robots: { index: false } };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { redirect } = await searchParams;
  return (
    <section className="mx-auto max-w-sm rounded-2xl bg-surface p-6 shadow-sm">
      <h1 className="mb-6 text-xl font-bold">ورود یا ثبت‌نام</h1>
      {/* The form writes the persisted session: it appears only once that state is restored. */}
      <ClientState skeletonClassName="h-36 w-full rounded-xl" withoutJs={<NeedsJs what="ورود" />}>
        <LoginForm redirect={typeof redirect === 'string' ? redirect : null} />
      </ClientState>
    </section>
  );
}
