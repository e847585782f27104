import type { ReactNode } from 'react';
import { QueryProvider } from './QueryProvider';

/** The layout of routes whose pages read the server through React Query as they render. */
export function QueryLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
