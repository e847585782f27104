'use client';

import { useSyncExternalStore } from 'react';
import { isPublicPage } from '@/sw/routes';
import { OFFLINE_PATH } from '@/sw/protocol';

const PUBLIC = 'این صفحه هنوز روی این دستگاه ذخیره نشده است. اتصال اینترنت خود را بررسی کنید یا چند لحظه بعد دوباره تلاش کنید؛ صفحه‌هایی که پیش‌تر دیده‌اید بدون اتصال هم باز می‌شوند.';
// Cart, checkout, the account area: never kept (sw/routes.ts), so seeing them before helps nothing.
const PRIVATE = 'این صفحه اطلاعات شخصی شما را نشان می‌دهد و فقط با اتصال اینترنت باز می‌شود. اتصال خود را بررسی کنید یا چند لحظه بعد دوباره تلاش کنید.';

const still = () => () => undefined;

/** Opened at its own address (/offline), it stands in for no page: the general words. */
const personalPage = (path: string) => path !== OFFLINE_PATH && !isPublicPage(path);

/**
 * Why the page is missing, for the address it stands in for (the worker serves the offline page
 * at the address that failed): a public page may be kept for next time, a personal one never.
 */
export function OfflineNote() {
  // The address never changes under this page; the server's render (the precached copy) says the public case.
  const personal = useSyncExternalStore(still, () => personalPage(window.location.pathname), () => false);
  return <p className="mt-3 text-ink/70">{personal ? PRIVATE : PUBLIC}</p>;
}
