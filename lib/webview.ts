/**
 * The bridge to the native wrapper when the shop runs inside the mobile app's web view.
 * Android injects `Android`; React Native and Flutter wrappers expose their own channels.
 */
interface NativeWindow {
  Android?: { deleteToken?: () => void; saveToken?: (token: string) => void; openPayment?: (url: string) => void };
  ReactNativeWebView?: { postMessage: (message: string) => void };
  flutter_inappwebview?: { callHandler: (name: string, ...args: unknown[]) => unknown };
}

function native(): NativeWindow | null {
  return typeof window === 'undefined' ? null : (window as unknown as NativeWindow);
}

/** Which wrapper hosts the page: payment opens differently in each (spec sections 4 and 6). */
export function webViewKind(): 'android' | 'react-native' | 'flutter' | null {
  const w = native();
  if (!w) return null;
  if (w.Android) return 'android';
  if (w.ReactNativeWebView) return 'react-native';
  if (w.flutter_inappwebview) return 'flutter';
  return null;
}

/** Android web view: the wrapper opens the payment page in the system browser and reloads us after. */
export function tellNativeOpenPayment(url: string): boolean {
  const bridge = native()?.Android;
  if (!bridge?.openPayment) return false;
  try {
    bridge.openPayment(url);
    return true;
  } catch {
    return false;
  }
}

export function isInWebView(): boolean {
  const w = native();
  return !!(w && (w.Android || w.ReactNativeWebView || w.flutter_inappwebview));
}

/** Logout: the wrapper forgets the token it keeps. */
export function tellNativeDeleteToken(): void {
  const w = native();
  if (!w) return;
  try {
    if (w.Android?.deleteToken) w.Android.deleteToken();
    else if (w.ReactNativeWebView) w.ReactNativeWebView.postMessage(JSON.stringify({ action: 'deleteToken' }));
    else if (w.flutter_inappwebview) void w.flutter_inappwebview.callHandler('deleteToken');
  } catch {
    // A wrapper without the method must not break logout.
  }
}
