'use client';

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { handleApiError } from '@/stores/session-actions';
import { ApiError } from '@/lib/errors';
import type { AppConfig } from '@/lib/api/types';
import { StoreGate } from './StoreGate';
import { Toaster } from '@/components/ui/Toaster';
import { AppUpdates } from './islands';

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
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => !mutation.meta?.silent && handleApiError(error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Retry only what a retry can fix: connection trouble and server errors, not 4xx.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}

export function Providers({ children, config }: { children: ReactNode; config: AppConfig }) {
  const [client] = useState(makeClient);
  return (
    <QueryClientProvider client={client}>
      <StoreGate config={config} />
      {children}
      <Toaster />
      <AppUpdates />
    </QueryClientProvider>
  );
}
