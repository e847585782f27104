/** How long the lookup may take: it goes with a registration or a logout and must not hold either up. */
const LOOKUP_MS = 1000;

/**
 * The endpoint of this browser's push subscription (the shop's worker holds it), or null: no
 * worker, no push, no subscription, or no answer in time. The backend keeps it next to the FCM
 * token, so the worker can name that row when the browser replaces the subscription
 * (sw/subscription-change.ts).
 */
export async function currentPushEndpoint(): Promise<string | null> {
  const lookup = async () => {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    return (await registration?.pushManager?.getSubscription())?.endpoint ?? null;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), LOOKUP_MS);
  });
  try {
    return await Promise.race([lookup(), late]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ends this browser's push subscription (the shop's worker holds it), which also voids the FCM
 * token made from it: at logout, and when the customer turns notifications off. Best effort
 * within two seconds; nothing to end without a worker or push.
 */
export async function endPushSubscription(): Promise<void> {
  const end = async () => {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([end(), new Promise((resolve) => (timer = setTimeout(resolve, 2000)))]);
  } catch {
    // No worker or no push in this browser: nothing to end.
  } finally {
    clearTimeout(timer);
  }
}
