import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * True while the browser says it has no connection. `navigator.onLine` false is reliable
 * (true only means some network is up), so this never claims offline for a working connection.
 * Online in the server's HTML and while hydrating, so the markup matches.
 */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, () => !navigator.onLine, () => false);
}
