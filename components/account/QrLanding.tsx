'use client';

import { useEffect } from 'react';
import { QR_ERROR_MESSAGE, QR_ERROR_PARAM, QR_SHOP_COOKIE, qrShopFromCookies } from '@/lib/qr/landing';
import { QR_SHOP_KEY } from '@/lib/spec-constants';
import { notify } from '@/stores/notifications';

/**
 * Home after a QR login (app/qr/[id]): keeps login_to_id, handed over in the QR route's cookie,
 * under QR_SHOP and deletes the cookie; or says the code was not valid, then drops that flag from
 * the address so a reload or a shared link repeats nothing.
 */
export function QrLanding() {
  useEffect(() => {
    const shop = qrShopFromCookies(document.cookie);
    if (shop !== null) {
      try {
        window.localStorage.setItem(QR_SHOP_KEY, String(shop));
      } catch {
        // Storage unavailable: the session cookie still holds the login.
      }
    }
    if (document.cookie.includes(`${QR_SHOP_COOKIE}=`)) document.cookie = `${QR_SHOP_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    const url = new URL(window.location.href);
    if (!url.searchParams.has(QR_ERROR_PARAM)) return;
    notify({ message: QR_ERROR_MESSAGE, variant: 'error', code: 404 });
    url.searchParams.delete(QR_ERROR_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);
  return null;
}
