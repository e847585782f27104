import type { Metadata } from 'next';
import { getOwners } from '@/lib/api/owners-server';
import { OwnerCard } from '@/components/reservation/OwnerCard';

/** The product owners (halls, trainers…) whose services can be booked; public and cached. */
export const revalidate = 300;

export const metadata: Metadata = {
  title: 'ارائه‌دهندگان خدمات',
  description: 'سالن‌ها و مربیانی که می‌توانید خدماتشان را آنلاین رزرو کنید.',
  alternates: { canonical: '/owners' },
};

export default async function OwnersPage() {
  const owners = await getOwners();
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">ارائه‌دهندگان خدمات</h1>
      {owners.length === 0 ? (
        <p className="rounded-2xl bg-surface p-8 text-center shadow-sm">فعلاً ارائه‌دهنده‌ای ثبت نشده است.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="ارائه‌دهندگان">
          {owners.map((o) => (
            <li key={o.id}>
              <OwnerCard owner={o} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
