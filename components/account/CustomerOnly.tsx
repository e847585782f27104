'use client';

import type { ReactNode } from 'react';
import Link from '@/components/ui/Link';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';
import { loginHref } from '@/lib/login-href';
import { useCustomerId } from '@/hooks/queries/account';

function Gate({ returnTo, children }: { returnTo: string; children: (customerId: number) => ReactNode }) {
  const customerId = useCustomerId();
  if (customerId === null) {
    return (
      <p className="rounded-2xl bg-surface p-6 shadow-sm">
        برای دیدن این بخش{' '}
        <Link className="tap text-primary underline" href={loginHref(returnTo)}>
          وارد شوید
        </Link>
        .
      </p>
    );
  }
  return <>{children(customerId)}</>;
}

/** A profile part for logged-in customers: a login link for guests, the part with the customer's id otherwise. */
export function CustomerOnly({ returnTo, what, children }: { returnTo: string; what: string; children: (customerId: number) => ReactNode }) {
  return (
    <ClientState skeletonClassName="h-40 w-full rounded-2xl" withoutJs={<NeedsJs what={what} />}>
      <Gate returnTo={returnTo}>{children}</Gate>
    </ClientState>
  );
}
