import type { Metadata } from 'next';
import { ProfileForm } from '@/components/account/ProfileForm';
import { PushToggle } from '@/components/layout/islands';

export const metadata: Metadata = { title: 'حساب کاربری', robots: { index: false } };

export default async function ProfilePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { redirect } = await searchParams;
  return (
    <>
      <section className="mx-auto max-w-2xl rounded-2xl bg-surface p-6 shadow-sm">
        <h1 className="mb-6 text-xl font-bold">حساب کاربری</h1>
        <ProfileForm redirect={typeof redirect === 'string' ? redirect : null} />
      </section>
      <PushToggle />
    </>
  );
}
