import type { ReactNode } from 'react';
import { ProfileNav } from '@/components/account/ProfileNav';
import { QueryLayout } from '@/components/layout/QueryLayout';

/** The account area: its sections' links above every page of it. */
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <QueryLayout>
      <ProfileNav />
      {children}
    </QueryLayout>
  );
}
