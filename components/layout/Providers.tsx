'use client';

import type { ReactNode } from 'react';
import type { AppConfig } from '@/lib/api/types';
import { StoreGate } from './StoreGate';
import { RouteFocus } from './RouteFocus';
import { Toaster } from '@/components/ui/Toaster';
import { AppStatus, CardCartBridge } from './islands';

/**
 * What every page shares on the client. React Query is not here: routes that need it as they
 * render have QueryLayout, and islands bring it with them (query-island.ts).
 */
export function Providers({ children, config }: { children: ReactNode; config: AppConfig }) {
  return (
    <>
      <StoreGate config={config} />
      <RouteFocus />
      {children}
      <Toaster />
      <AppStatus />
      <CardCartBridge />
    </>
  );
}
