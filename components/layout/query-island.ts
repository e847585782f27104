import type { ComponentType } from 'react';

/**
 * Loads a component that reads the server through React Query together with the shared query
 * client around it. The root layout has no query provider, so React Query (~11 KB gzip) is not
 * in the first load of a page whose queries all sit in such islands (the product page).
 */
export function withQuery<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () => Promise.all([load(), import('./QueryProvider')]).then(([Component, { withQueryClient }]) => withQueryClient(Component));
}
