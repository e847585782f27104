import Link from '@/components/ui/Link';

const SECTIONS = [
  { href: '/profile/orders', label: 'سفارش‌های من' },
  { href: '/profile/addresses', label: 'آدرس‌ها' },
  { href: '/profile/favorites', label: 'علاقه‌مندی‌ها' },
  { href: '/profile/wallet', label: 'کیف پول' },
  { href: '/profile/coupons', label: 'کدهای تخفیف' },
] as const;

/** The profile area's sections (server-rendered: the links are the same for everyone). */
export function ProfileNav() {
  return (
    <nav aria-label="بخش‌های حساب کاربری" className="mx-auto mb-4 max-w-2xl">
      <ul className="flex flex-wrap gap-2">
        {SECTIONS.map((s) => (
          <li key={s.href}>
            <Link href={s.href} className="inline-block rounded-xl bg-surface px-4 py-2 text-sm shadow-sm ring-1 ring-black/5 hover:ring-primary/40">
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
