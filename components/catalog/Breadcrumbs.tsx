import Link from '@/components/ui/Link';

export interface BreadcrumbItem {
  name: string;
  /** Omitted for the current page (the last crumb). */
  href?: string;
}

/** The page's place in the catalogue: خانه › دسته › … › this page. */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav aria-label="مسیر صفحه" className="mb-4 overflow-x-auto text-sm text-ink/70">
      <ol className="flex items-center gap-1 whitespace-nowrap">
        {items.map((item, i) => (
          <li key={`${item.name}-${i}`} className="flex items-center gap-1">
            {i > 0 && (
              <span aria-hidden="true" className="text-ink/40">
                ‹
              </span>
            )}
            {item.href && i < items.length - 1 ? (
              <Link href={item.href} className="rounded px-1 hover:text-primary hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="px-1 font-medium text-ink">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
