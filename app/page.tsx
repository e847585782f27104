import { getAppConfig } from '@/lib/api/config-server';
import { getCategoryTree, getHomeBlocks } from '@/lib/api/catalog-server';
import { HomeBlocks } from '@/components/catalog/home/HomeBlocks';
import { EmptyState } from '@/components/ui/EmptyState';
import { StoriesStrip } from '@/components/layout/islands';
import { QrLanding } from '@/components/account/QrLanding';

/** Served from the cache and regenerated at most every 5 minutes, or on demand (tag `home`). */
export const revalidate = 300;

export default async function HomePage() {
  const [config, blocks, tree] = await Promise.all([getAppConfig(), getHomeBlocks(), getCategoryTree()]);
  // No query provider: the cards' add buttons and the stories are islands that bring their own.
  return (
    <>
      <h1 className="sr-only">{config.shop_name}</h1>
      <QrLanding />
      <StoriesStrip />
      {blocks.length ? (
        <HomeBlocks blocks={blocks} tree={tree} />
      ) : (
        <EmptyState title="هنوز محصولی در فروشگاه نیست">به‌زودی با محصولات تازه برمی‌گردیم.</EmptyState>
      )}
    </>
  );
}
