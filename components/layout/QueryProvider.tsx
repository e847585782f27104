'use client';

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { handleApiError } from '@/stores/session-actions';
import { ApiError } from '@/lib/errors';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent: true` on a query or mutation: it shows its own error, not the global toast. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

function makeClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => !query.meta?.silent && handleApiError(error) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => !mutation.meta?.silent && handleApiError(error, { pressed: true }) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Retry only what a retry can fix: connection trouble and server errors, not 4xx.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      // Offline, a change fails at once with the network message: React Query's default
      // ('online') would pause it silently until the connection returns.
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

// One client for the whole tab, whichever provider (a route's layout or an island) asks first,
// so every part of the page shares one cache. On the server each render gets its own.
let browserClient: QueryClient | undefined;
const sharedClient = () => (typeof window === 'undefined' ? makeClient() : (browserClient ??= makeClient()));

/** React Query for what it wraps: a route's pages (QueryLayout) or one lazy island (withQueryClient). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(sharedClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  return WithQueryClient;
}
