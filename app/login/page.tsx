import type { Metadata } from 'next';
import { LoginForm } from '@/components/account/LoginForm';

export const metadata: Metadata = { title: 'ورود', robots: { index: false } };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { redirect } = await searchParams;
  return (
    <section className="mx-auto max-w-sm rounded-2xl bg-surface p-6 shadow-sm">
      <h1 className="mb-6 text-xl font-bold">ورود یا ثبت‌نام</h1>
      <LoginForm redirect={typeof redirect === 'string' ? redirect : null} />
    </section>
  );
}
