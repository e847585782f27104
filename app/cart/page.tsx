import type { Metadata } from 'next';
import { CartView } from '@/components/cart/CartView';

export const metadata: Metadata = { title: 'سبد خرید', robots: { index: false, follow: false } };

export default function CartPage() {
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-xl font-bold">سبد خرید</h1>
      <CartView />
    </section>
  );
}
