import Link from '@/components/ui/Link';

export interface BreadcrumbItem {
  name: string;
  /** Omitted for the current page (the last crumb). */
  href?: string;
}

/** The page's place in the catalogue: خانه › دسته › … › this page. */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  return (
    // The padding is room for the links' 44-px hit areas (tap), which the scrolling box would clip
    // (and scroll); the negative margins keep the crumbs where they were.
    <nav aria-label="مسیر صفحه" className="-mx-2 -mt-3 mb-1 overflow-x-auto px-2 py-3 text-sm text-ink/70">
      <ol className="flex items-center gap-1 whitespace-nowrap">
        {items.map((item, i) => (
          <li key={`${item.name}-${i}`} className="flex items-center gap-1">
            {/* «›» in the source: a right-to-left page mirrors it, so it shows as «‹», pointing on
                towards the page, as the crumbs read. */}
            {i > 0 && (
              <span aria-hidden="true" className="text-ink/40">
                ›
              </span>
            )}
            {item.href && i < items.length - 1 ? (
              <Link href={item.href} className="tap rounded px-1 hover:text-primary hover:underline">
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
