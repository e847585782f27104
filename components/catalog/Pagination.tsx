import Link from '@/components/ui/Link';
import { LinkPending } from '@/components/ui/Pending';
import { toPersianDigits } from '@/common/digits';

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const list = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  list.forEach((n, i) => {
    if (i > 0 && n - list[i - 1] > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

/** Plain links (they work without JavaScript and crawlers follow them). */
export function Pagination({ current, pages, hrefFor }: { current: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const link = 'tap relative inline-flex min-w-10 items-center justify-center rounded-lg px-3 py-2 text-sm';
  return (
    <nav aria-label="صفحه‌بندی" className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {current > 1 ? (
        <Link href={hrefFor(current - 1)} rel="prev" className={`${link} bg-surface hover:bg-black/5`}>
          صفحه قبل
          <LinkPending />
        </Link>
      ) : null}
      {pageWindow(current, pages).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink/40">
            …
          </span>
        ) : n === current ? (
          <span key={n} aria-current="page" className={`${link} bg-primary font-bold text-on-primary`}>
            <span className="sr-only">صفحه </span>
            {toPersianDigits(n)}
          </span>
        ) : (
          <Link key={n} href={hrefFor(n)} className={`${link} bg-surface hover:bg-black/5`} aria-label={`صفحه ${toPersianDigits(n)}`}>
            {toPersianDigits(n)}
            <LinkPending />
          </Link>
        ),
      )}
      {current < pages ? (
        <Link href={hrefFor(current + 1)} rel="next" className={`${link} bg-surface hover:bg-black/5`}>
          صفحه بعد
          <LinkPending />
        </Link>
      ) : null}
    </nav>
  );
}
