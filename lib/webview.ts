/**
 * The bridge to the native wrapper when the shop runs inside the mobile app's web view.
 * Android injects `Android`; React Native and Flutter wrappers expose their own channels.
 */
interface NativeWindow {
  Android?: { deleteToken?: () => void; sessionChanged?: (json: string) => void; openPayment?: (url: string) => void };
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

/** The query flag the wrapper adds to the first URL it opens (`?webview=1`). */
export const WEBVIEW_QUERY_FLAG = 'webview';
/** Remembered for the tab's session: later pages lose the query flag. */
export const WEBVIEW_SESSION_KEY = 'shop_webview';

export interface WebViewSignals {
  search: string;
  userAgent: string;
  hasBridge: boolean;
  remembered: boolean;
}

/**
 * The spec's isWebViewed: the wrapper's query flag, Android's WebView user agent ("; wv)"), or a
 * native bridge object; once seen, remembered for the session.
 */
export function detectWebView({ search, userAgent, hasBridge, remembered }: WebViewSignals): boolean {
  if (remembered || hasBridge) return true;
  const flag = new URLSearchParams(search).get(WEBVIEW_QUERY_FLAG);
  if (flag === '1' || flag === 'true') return true;
  return /\bAndroid\b.*;\s*wv\)/.test(userAgent);
}

export function isInWebView(): boolean {
  const w = native();
  if (!w) return false;
  let remembered = false;
  try {
    remembered = window.sessionStorage.getItem(WEBVIEW_SESSION_KEY) === '1';
  } catch {
    // No sessionStorage (some web views): detect from this page alone.
  }
  const found = detectWebView({
    search: window.location.search,
    userAgent: navigator.userAgent,
    hasBridge: !!(w.Android || w.ReactNativeWebView || w.flutter_inappwebview),
    remembered,
  });
  if (found && !remembered) {
    try {
      window.sessionStorage.setItem(WEBVIEW_SESSION_KEY, '1');
    } catch {
      // As above.
    }
  }
  return found;
}

/**
 * A message to the wrapper (see the README's bridge table): Android calls the bridge method of
 * the same name, React Native gets `{action, ...payload}` as JSON, Flutter a handler call.
 * Never a token: the session stays in the httpOnly cookie, which the wrapper's cookie store keeps.
 */
function tellNative(action: 'deleteToken' | 'sessionChanged', payload: { role?: string } = {}): void {
  const w = native();
  if (!w) return;
  try {
    const android = w.Android as Record<string, unknown> | undefined;
    const method = android?.[action];
    // Android's bridge matches a method by name and argument count: deleteToken() takes none.
    if (typeof method === 'function') void (action === 'deleteToken' ? method.call(android) : method.call(android, JSON.stringify(payload)));
    else if (w.ReactNativeWebView) w.ReactNativeWebView.postMessage(JSON.stringify({ action, ...payload }));
    else if (w.flutter_inappwebview) void w.flutter_inappwebview.callHandler(action, payload);
  } catch {
    // A wrapper without the method must not break login or logout.
  }
}

/** Logout: the wrapper forgets the token (cookie) it keeps. */
export function tellNativeDeleteToken(): void {
  tellNative('deleteToken');
}

/** Login: the session changed (the wrapper may persist its cookies now). */
export function tellNativeSessionChanged(role: string): void {
  tellNative('sessionChanged', { role });
}
