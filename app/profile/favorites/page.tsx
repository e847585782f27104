import type { Metadata } from 'next';
import { FavoritesList } from '@/components/catalog/FavoritesList';

export const metadata: Metadata = { title: 'علاقه‌مندی‌ها', robots: { index: false } };

export default function FavoritesPage() {
  return (
    <section>
      <h1 className="mb-6 text-2xl font-bold">علاقه‌مندی‌ها</h1>
      <FavoritesList />
    </section>
  );
}
