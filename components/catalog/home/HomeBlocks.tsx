import Link from '@/components/ui/Link';
import type { CategoryNode, CategoryView, HomeBlock, Poster } from '@/lib/api/catalog';
import { ProductRow } from '../ProductRow';
import { CatalogImage } from '../CatalogImage';
import { CategoryBlock } from './CategoryBlock';
import { categoriesUnder, parentList } from './category-block';

function BlockHeading({ id, title, href, more = 'مشاهده همه' }: { id: string; title: string; href?: string; more?: string }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {href && (
        <Link href={href} className="tap shrink-0 text-sm text-primary hover:underline">
          {more}
          <span className="sr-only"> {title}</span>
        </Link>
      )}
    </div>
  );
}

function PosterBanner({ poster, priority }: { poster: Poster; priority: boolean }) {
  const body = (
    <>
      <span className="relative block aspect-[21/9] w-full overflow-hidden rounded-2xl bg-black/5 sm:aspect-[32/9]">
        <CatalogImage src={poster.image} alt="" sizes="(min-width: 1152px) 1120px, 100vw" priority={priority} />
        <span className="absolute inset-0 bg-linear-to-l from-black/60 via-black/20 to-transparent" aria-hidden="true" />
        <span className="absolute inset-y-0 start-0 flex max-w-[70%] flex-col justify-center gap-1 p-4 text-white sm:p-8">
          <span className="text-lg font-bold sm:text-2xl">{poster.title}</span>
          {poster.subtitle && <span className="text-xs sm:text-base">{poster.subtitle}</span>}
        </span>
      </span>
    </>
  );
  return poster.link && poster.link.startsWith('/') && !poster.link.startsWith('//') ? (
    <Link href={poster.link} className="block">
      {body}
    </Link>
  ) : (
    <div>{body}</div>
  );
}

/** A category block's parent list and what each choice shows, so the client gets no category tree. */
function categoryChoices(baseCategory: boolean, items: CategoryView[], tree: CategoryNode[]) {
  const parents = parentList({ base_category: baseCategory, items });
  const shownUnder: Record<string, CategoryView[]> = { '': categoriesUnder('', items, tree) };
  for (const p of parents) shownUnder[p.id] = categoriesUnder(p.id, items, tree);
  return { parents, shownUnder };
}

/** «مشاهده همه» of a row: the search showing what the row shows (the favourites row is in stock only). */
const MORE: Partial<Record<HomeBlock['type_name'], string>> = {
  favorite: '/search?sort=popular&is_exist=1',
  discount: '/search?sort=discount&discounted=1',
};

const ROW_TYPES: HomeBlock['type_name'][] = ['favorite', 'discount', 'category_steps'];
/** Rows that can be on a phone's first screen draw a few cards in the HTML; later rows none. */
const EAGER_ROWS = 2;
const EAGER_CARDS = 3;

/** The home blocks, in the order the API sent them. */
export function HomeBlocks({ blocks, tree }: { blocks: HomeBlock[]; tree: CategoryNode[] }) {
  const firstBanner = blocks.findIndex((b) => b.type_name === 'discount_banner');
  const rows = blocks.filter((b) => ROW_TYPES.includes(b.type_name));
  const eager = (block: HomeBlock) => (rows.indexOf(block) < EAGER_ROWS ? EAGER_CARDS : 0);
  return (
    <div className="flex flex-col gap-10">
      {blocks.map((block, i) => {
        const id = `home-block-${i}`;
        switch (block.type_name) {
          case 'favorite':
          case 'discount':
            return (
              <section key={id} aria-labelledby={id}>
                <BlockHeading id={id} title={block.title} href={MORE[block.type_name]} />
                <ProductRow products={block.items} label={block.title} eager={eager(block)} />
              </section>
            );
          case 'category_steps':
            return (
              <section key={id} aria-labelledby={id}>
                <BlockHeading id={id} title={block.title} href={`/category/${block.category.id}`} />
                <ProductRow products={block.items} label={block.title} eager={eager(block)} />
              </section>
            );
          case 'category':
            return (
              <section key={id} aria-labelledby={id}>
                <BlockHeading id={id} title={block.title} />
                <CategoryBlock title={block.title} {...categoryChoices(block.base_category, block.items, tree)} />
              </section>
            );
          case 'discount_banner': {
            const priority = i === firstBanner && i < 2;
            return (
              <section key={id} aria-label={block.title}>
                <ul className="flex flex-col gap-3">
                  {block.items.map((poster, j) => (
                    <li key={poster.id}>
                      <PosterBanner poster={poster} priority={priority && j === 0} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          }
          default:
            return null;
        }
      })}
    </div>
  );
}
