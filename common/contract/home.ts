/** API contract: the home page's blocks and posters, as the storefront and the embedded backend both use them. */
import type { ProductSummary } from './catalog';
import type { CategoryView } from './categories';

/** {id, title, subtitle, image, link}: link is a storefront path such as /category/3, or null. */
export interface Poster {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string | null;
}

/** One block of GET /home, in display order. */
export type HomeBlock =
  | { type_name: 'favorite' | 'discount'; title: string; base_category: boolean; items: ProductSummary[] }
  | { type_name: 'discount_banner'; title: string; base_category: boolean; items: Poster[] }
  | { type_name: 'category'; title: string; base_category: boolean; items: CategoryView[] }
  | {
      type_name: 'category_steps';
      title: string;
      base_category: boolean;
      category: { id: number; name: string; slug: string; image: string | null };
      items: ProductSummary[];
    };
