// The panel's success landing (spec sections 2 and 6): an order the operator submitted, paid by the customer.
import { LandingPage, landingMetadata } from '@/components/payment/LandingPage';

export const metadata = landingMetadata('نتیجه پرداخت سفارش');

export default function PanelOrderLandingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <LandingPage searchParams={searchParams} path="/order/cart/checkout" />;
}
