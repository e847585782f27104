import Link from '@/components/ui/Link';
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';

export const metadata = NOT_FOUND_METADATA;

export default function NotFound() {
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">صفحه پیدا نشد</h1>
      <p className="mt-3 text-ink/70">صفحه‌ای که به دنبال آن بودید وجود ندارد یا حذف شده است.</p>
      <Link href="/" className="mt-6 inline-block rounded-xl bg-primary px-5 py-3 text-on-primary">
        بازگشت به خانه
      </Link>
    </section>
  );
}
