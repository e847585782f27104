import { LandingPage, landingMetadata } from '@/components/payment/LandingPage';

export const metadata = landingMetadata('نتیجه پرداخت');

export default function FailedPaymentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <LandingPage searchParams={searchParams} path="/failed-payment" />;
}
