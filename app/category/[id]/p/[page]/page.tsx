import { CategoryPage, categoryMetadata, type CategoryRouteProps } from '@/components/catalog/category/CategoryPage';

/** /category/{id}?page={n}, rewritten here by proxy.ts: cached per page (ISR, on demand). */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: CategoryRouteProps) => categoryMetadata(props);

export default function Page(props: CategoryRouteProps) {
  return <CategoryPage {...props} />;
}
