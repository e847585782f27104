import Link from '@/components/ui/Link';
import { InstallButton } from './islands';

export function Footer({ shopName, description }: { shopName: string; description: string }) {
  return (
    <footer className="mt-10 border-t border-black/5 bg-surface">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-8 text-sm text-ink/70 sm:grid-cols-2">
        <div>
          <p className="font-bold text-ink">{shopName}</p>
          {description && <p className="mt-2 leading-7">{description}</p>}
        </div>
        <nav aria-label="پیوندهای پایین صفحه" className="flex flex-wrap gap-4 sm:justify-end">
          <Link href="/" className="tap">خانه</Link>
          <Link href="/search" className="tap">جستجو</Link>
          <Link href="/owners" className="tap">ارائه‌دهندگان</Link>
          <Link href="/cart" className="tap">سبد خرید</Link>
          <Link href="/profile" className="tap">حساب کاربری</Link>
          <Link href="/support" className="tap">پشتیبانی</Link>
          <InstallButton />
        </nav>
      </div>
    </footer>
  );
}
