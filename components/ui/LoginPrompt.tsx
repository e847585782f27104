import Link from '@/components/ui/Link';
import { EmptyState } from './EmptyState';
import { loginHref } from '@/lib/login-href';

/** What a guest sees instead of personal order data: a way to log in and come back to `path`. */
export function LoginPrompt({ title, path }: { title: string; path: string }) {
  return (
    <EmptyState title={title}>
      <Link href={loginHref(path)} className="tap inline-block rounded-xl bg-primary px-5 py-2 text-on-primary">
        ورود به حساب کاربری
      </Link>
    </EmptyState>
  );
}
