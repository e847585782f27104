import { sessionRole } from '@/lib/session/cookies';
import { tellNativeDeleteToken } from '@/lib/webview';
import type { RootStore } from './root';
import { endServerSession } from './session-actions';

/** Long enough for a login in this or another tab to store its session after its cookie. */
const SETTLE_MS = 3000;

/**
 * Whether this browser keeps what the page stores. Without it (a web view with DOM storage off, a
 * strict privacy mode) no page load can show a login, and ending the session would end every
 * login at the next load: the session is left as it is there.
 */
function storageKeeps(): boolean {
  const probe = 'shop-storage-probe';
  try {
    window.localStorage.setItem(probe, '1');
    const kept = window.localStorage.getItem(probe) === '1';
    window.localStorage.removeItem(probe);
    return kept;
  } catch {
    return false;
  }
}

function customerUnknownHere(store: RootStore): boolean {
  return store.getState().user.guest && sessionRole(document.cookie) === 'customer';
}

/**
 * The login the page restored must be the one its cookie carries. Safari deletes a site's storage
 * after a week without a visit but keeps its cookies, and a web view may keep no storage at all:
 * the page then shows a guest while the session is a customer's, /login sends them away, and a
 * guest's actions run on the customer's session. So a customer session this page cannot show is
 * ended (the server starts a guest one): the page is right again, and «ورود» works.
 */
export function reconcileSession(store: RootStore): void {
  if (!customerUnknownHere(store) || !storageKeeps()) return;
  setTimeout(async () => {
    // The app around a web view hears of it as of any logout (its own menus follow the session).
    if (customerUnknownHere(store) && (await endServerSession())) tellNativeDeleteToken();
  }, SETTLE_MS);
}
