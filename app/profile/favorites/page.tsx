import type { Metadata } from 'next';
import { connection } from 'next/server';
import { FavoritesList } from '@/components/catalog/FavoritesList';

export const metadata: Metadata = { title: 'علاقه‌مندی‌ها', robots: { index: false } };

export default async function FavoritesPage() {
  // Rendered per request so Next can put the CSP nonce on its scripts (lib/security/csp.mjs).
  await connection();
  return (
    <section>
      <h1 className="mb-6 text-2xl font-bold">علاقه‌مندی‌ها</h1>
      <FavoritesList />
    </section>
  );
}
