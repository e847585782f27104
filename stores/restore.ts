import { restoreTimeoutMessage } from '@/lib/errors';
import { STORE_KEY, type RootStore } from './root';

import { RESTORE_TIMEOUT_MS } from '@/lib/spec-constants';

/**
 * Restores the persisted state, waiting at most RESTORE_TIMEOUT_MS. On time-out it rejects
 * with the spec's message; the caller shows it and carries on with the initial state.
 */
export async function restoreStore(store: RootStore, timeoutMs = RESTORE_TIMEOUT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(restoreTimeoutMessage(STORE_KEY))), timeoutMs);
  });
  try {
    await Promise.race([Promise.resolve(store.persist.rehydrate()), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
