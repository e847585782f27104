'use client';

import { useEffect } from 'react';
import { QR_ERROR_MESSAGE, QR_ERROR_PARAM, qrShopCookie, qrShopFromCookies } from '@/lib/qr/landing';
import { QR_SHOP_KEY } from '@/lib/spec-constants';
import { notify } from '@/stores/notifications';

/**
 * Home after a QR login (app/qr/[id]): keeps login_to_id, handed over in the QR route's cookie,
 * under QR_SHOP and deletes the cookie; or says the code was not valid, then drops that flag from
 * the address so a reload or a shared link repeats nothing.
 */
export function QrLanding() {
  useEffect(() => {
    const secure = window.location.protocol === 'https:';
    const shop = qrShopFromCookies(document.cookie, secure);
    if (shop !== null) {
      try {
        window.localStorage.setItem(QR_SHOP_KEY, String(shop));
      } catch {
        // Storage unavailable: the session cookie still holds the login.
      }
    }
    const name = qrShopCookie(secure);
    if (document.cookie.includes(`${name}=`)) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
    const url = new URL(window.location.href);
    if (!url.searchParams.has(QR_ERROR_PARAM)) return;
    notify({ message: QR_ERROR_MESSAGE, variant: 'error', code: 404 });
    url.searchParams.delete(QR_ERROR_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);
  return null;
}
