import { LandingPage, landingMetadata } from '@/components/payment/LandingPage';

export const metadata = landingMetadata('پرداخت موفق');

export default function PaidOrderPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <LandingPage searchParams={searchParams} path="/paid-order" />;
}
