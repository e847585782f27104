import type { ComponentType } from 'react';

/**
 * Loads a component that reads the server through React Query together with the shared query
 * client around it. The root layout has no query provider, so React Query (~11 KB gzip) is not
 * in the first load of a page whose queries all sit in such islands (the product page).
 * The wrapped component is made once, so every mount gets the same component; a failed load
 * (network) is tried again on the next call.
 */
export function withQuery<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  let loading: Promise<ComponentType<P>> | null = null;
  return () => {
    loading ??= Promise.all([load(), import('./QueryProvider')])
      .then(([Component, { withQueryClient }]) => withQueryClient(Component))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };
}
