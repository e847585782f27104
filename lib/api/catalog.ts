import type { KyInstance } from 'ky';
import { send } from './envelope';
import type { ProductComment, ProductDetail, ProductSummary, SeoProduct } from './product-types';
import type { CategoryCrumb, CategoryNode, CategoryView } from '@/common/contract/categories';
import type { HomeBlock, Poster } from '@/common/contract/home';
import type { Paged } from '@/common/contract/paged';

/** The catalogue side of the shop API (spec section 7: app, catalogue). */

// common/contract is the one source of these shapes, shared with the embedded backend.
export type { CategoryNode, CategoryView, HomeBlock, Paged, Poster };

export interface HomeData {
  items: HomeBlock[];
  count: number;
  page: number;
  limit: number;
  pages: number;
  category: CategoryView | null;
}

export interface HomeQuery {
  category?: number;
  reserve_date?: string;
  reserve_time?: string;
  page?: number;
  limit?: number;
}

export type ProductListType = 'all' | 'category' | 'discount' | 'newest' | 'popular' | 'reservable';

export interface ProductListQuery {
  type?: ProductListType;
  category?: number;
  page?: number;
  limit?: number;
}

export interface ProductListData extends Paged<ProductSummary> {
  type: string;
  category:
    | (CategoryView & {
        path: CategoryCrumb[];
        children: CategoryView[];
      })
    | null;
}

export const SORTS = ['newest', 'cheapest', 'expensive', 'discount', 'popular'] as const;
export type SearchSort = (typeof SORTS)[number];

/** The body of POST /products/search: empty values are left out (spec section 5). */
export interface SearchBody {
  category?: number;
  name?: string;
  sort?: SearchSort;
  price?: { min?: number; max?: number };
  properties?: { name: string; value: string[] }[];
  is_exist?: boolean;
  /** Only products with a discount. */
  discounted?: boolean;
}

export interface FastSearchData {
  products: ProductSummary[];
  categories: { id: number; name: string; slug: string; image: string | null; parent_id: number | null }[];
}

export interface PropertyOption {
  name: string;
  values: string[];
}

export interface CommentsData extends Paged<ProductComment> {
  rating: { avg: number; count: number };
  /** Whether older comments follow (the embedded backend's; absent elsewhere: page < pages says it). */
  has_more?: boolean;
}

export interface Story {
  id: number;
  title: string;
  image: string;
  link: string | null;
  seen: boolean;
  created_at: string;
}

/** Query parameters without empty values (spec: empty or undefined parameters are dropped). */
export function cleanParams(params: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = typeof value === 'number' ? value : String(value);
  }
  return out;
}

export function catalogApi(http: KyInstance) {
  return {
    home: (q: HomeQuery = {}) => send<HomeData>(http.get('v1/home', { searchParams: cleanParams({ limit: 30, ...q }) })),
    appCategories: () => send<{ results: CategoryNode[] }>(http.get('v1/app/categories')),
    categories: () => send<{ results: CategoryView[]; count: number }>(http.get('v1/categories')),
    products: (q: ProductListQuery) => send<ProductListData>(http.get('v1/products', { searchParams: cleanParams(q) })),
    product: (id: number, q: { customer?: number; reserve_date?: string; reserve_time?: string } = {}) =>
      send<ProductDetail & { is_favorite: boolean }>(http.get(`v1/app/product/${id}`, { searchParams: cleanParams(q) })),
    seoProduct: (id: number) => send<SeoProduct>(http.get(`v1/app/seo/product/${id}`)),
    searchFast: (name: string) => send<FastSearchData>(http.post('v1/products/search/fast', { json: { name } })),
    search: (body: SearchBody, page = 1, limit = 30, reserve: Record<string, string> = {}) =>
      send<Paged<ProductSummary>>(http.post('v1/products/search', { json: body, searchParams: { page, limit, ...reserve } })),
    searchProperties: () => send<{ results: PropertyOption[] }>(http.get('v1/products/search/properties')),
    /** `before`: continue after that comment, so comments hidden or written meanwhile shift nothing. */
    comments: (productId: number, page = 1, limit = 10, before?: number) =>
      send<CommentsData>(http.get(`v1/product/${productId}/comments`, { searchParams: { page, limit, ...(before ? { before } : {}) } })),
    addComment: (productId: number, body: { customer_id: number; star: number; comment: string }) =>
      send<ProductComment>(http.post(`v1/product/${productId}/add/comment`, { json: body })),
    reportComment: (userId: number, commentId: number, body: { user_id: number; customer_id?: number; comment: string }) =>
      send<{ id: number; comment_id: number }>(http.post(`v1/product/${userId}/comments/${commentId}/report`, { json: body })),
    favorites: (customerId: number) => send<{ results: ProductSummary[]; count: number }>(http.get(`v1/app/customer/${customerId}/favorites`)),
    addFavorite: (customerId: number, productId: number) =>
      send<{ product_id: number; is_favorite: boolean }>(http.post(`v1/app/customer/${customerId}/add/favorite`, { json: { product_id: productId } })),
    deleteFavorite: (customerId: number, productId: number) =>
      send<{ product_id: number; is_favorite: boolean }>(
        http.post(`v1/app/customer/${customerId}/delete/favorite`, { json: { product_id: productId } }),
      ),
    deleteFavorites: (customerId: number) => send<{ deleted: number }>(http.post(`v1/app/customer/${customerId}/delete/favorites`)),
    stories: () => send<{ results: Story[] }>(http.get('v1/stories/')),
    seeStory: (id: number) => send<{ id: number; seen: boolean }>(http.post(`v1/stories/${id}/see/`)),
  };
}

