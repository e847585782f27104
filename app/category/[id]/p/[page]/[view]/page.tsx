import { CategoryPage, categoryMetadata, type CategoryRouteProps } from '@/components/catalog/category/CategoryPage';

/** /category/{id}?sort=…&is_exist=1&page={n}, rewritten here by proxy.ts: each view cached like the plain page. */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: CategoryRouteProps) => categoryMetadata(props);

export default function Page(props: CategoryRouteProps) {
  return <CategoryPage {...props} />;
}
