'use client';

import { usePathname } from 'next/navigation';
import Link from '@/components/ui/Link';

const SECTIONS = [
  { href: '/profile', label: 'حساب کاربری' },
  { href: '/profile/orders', label: 'سفارش‌های من' },
  { href: '/profile/reservations', label: 'نوبت‌های من' },
  { href: '/profile/addresses', label: 'آدرس‌ها' },
  { href: '/profile/favorites', label: 'علاقه‌مندی‌ها' },
  { href: '/profile/wallet', label: 'کیف پول' },
  { href: '/profile/coupons', label: 'کدهای تخفیف' },
] as const;

/** Every section of the account area, on each of its pages (app/profile/layout.tsx), the current one marked. */
export function ProfileNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="بخش‌های حساب کاربری" className="mx-auto mb-4 max-w-3xl">
      <ul className="flex flex-wrap gap-2">
        {SECTIONS.map((s) => (
          <li key={s.href}>
            <Link
              href={s.href}
              aria-current={pathname === s.href ? 'page' : undefined}
              className="tap inline-block rounded-xl bg-surface px-4 py-2 text-sm shadow-sm ring-1 ring-black/5 hover:ring-primary/40 aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
