import Link from '@/components/ui/Link';

/** The header's «ورود» as a plain link (also what shows without JavaScript). */
export function LoginLink({ href }: { href: string }) {
  return (
    <Link href={href} className="tap inline-flex h-10 items-center rounded-full bg-primary px-4 text-sm text-on-primary">
      ورود
    </Link>
  );
}
