import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once the page's script runs the
 * component: a control that needs script, drawn live before then, swallows a tap on a slow phone.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
