'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';
import { GUEST_CHECKOUT_HREF } from '@/lib/checkout/paths';
import { useCustomer } from '@/hooks/queries/customer';
import { CheckoutForm } from './CheckoutForm';

/** Customers only: a guest goes to login and comes back here with the merged cart. */
function Contents() {
  const customer = useCustomer();
  const router = useRouter();
  useEffect(() => {
    if (!customer) router.replace(GUEST_CHECKOUT_HREF);
  }, [customer, router]);
  if (!customer) {
    return (
      <p role="status" className="rounded-2xl bg-surface p-6 text-center shadow-sm">
        برای ثبت سفارش وارد حساب خود شوید…
      </p>
    );
  }
  return <CheckoutForm customer={customer} />;
}

/** The /cart/checkout page's client part (nothing personal is rendered on the server). */
export function CheckoutView() {
  return (
    <ClientState skeletonClassName="h-64 w-full rounded-2xl" withoutJs={<NeedsJs what="ثبت سفارش" />}>
      <Contents />
    </ClientState>
  );
}
