import { isInWebView, tellNativeOpenPayment, webViewKind } from '@/lib/webview';

/**
 * Opening the provider's page (spec sections 4 and 6): through the Android bridge inside its
 * web view, by direct navigation inside a React Native (or Flutter) web view, otherwise in a new
 * window, and in this tab when the browser blocks the window.
 *
 * A window opened after an await is blocked as a pop-up, so the click handler calls
 * `reservePaymentWindow()` first (synchronously) and hands the result to `openPayment`.
 */
export type PaymentWindow = Window | null;

export function reservePaymentWindow(): PaymentWindow {
  // A web view has no second window to offer: it navigates (or the Android bridge opens it).
  if (typeof window === 'undefined' || isInWebView()) return null;
  const reserved = window.open('', '_blank');
  // The provider's page must not be able to script this tab.
  if (reserved) reserved.opener = null;
  return reserved;
}

export type Opened = 'native' | 'window' | 'same-tab';

/** Sends the customer to `url`; `reserved` is closed again when the payment could not start. */
export function openPayment(url: string, reserved: PaymentWindow): Opened {
  // Absolute: the app opens it outside this page, where a path means nothing.
  const absolute = new URL(url, window.location.href).href;
  if (webViewKind() === 'android' && tellNativeOpenPayment(absolute)) return 'native';
  if (reserved && !reserved.closed) {
    reserved.location.href = absolute;
    return 'window';
  }
  window.location.assign(url);
  return 'same-tab';
}

export function releasePaymentWindow(reserved: PaymentWindow): void {
  if (reserved && !reserved.closed) reserved.close();
}
