import { describe, expect, it } from 'vitest';
import { detectWebView, tellNativeDeleteToken, tellNativeOpenPayment, tellNativeSessionChanged } from './webview';

const CHROME = 'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const ANDROID_WV = 'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.0.0 Mobile Safari/537.36';
const base = { search: '', userAgent: CHROME, hasBridge: false, remembered: false };

describe('web view detection (isWebViewed)', () => {
  it('is off for a plain mobile browser', () => {
    expect(detectWebView(base)).toBe(false);
    expect(detectWebView({ ...base, search: '?webview=0' })).toBe(false);
  });

  it('is on for the wrapper\'s query flag, Android\'s WebView user agent, a bridge, or a remembered session', () => {
    expect(detectWebView({ ...base, search: '?webview=1' })).toBe(true);
    expect(detectWebView({ ...base, search: '?a=b&webview=true' })).toBe(true);
    expect(detectWebView({ ...base, userAgent: ANDROID_WV })).toBe(true);
    expect(detectWebView({ ...base, hasBridge: true })).toBe(true);
    expect(detectWebView({ ...base, remembered: true })).toBe(true);
  });
});

describe('bridge messages', () => {
  const withWindow = (w: object, run: () => void) => {
    const g = globalThis as { window?: unknown };
    const before = g.window;
    g.window = w;
    try {
      run();
    } finally {
      g.window = before;
    }
  };

  it('tells React Native about login and logout as JSON actions, never with a token', () => {
    const sent: string[] = [];
    withWindow({ ReactNativeWebView: { postMessage: (m: string) => sent.push(m) } }, () => {
      tellNativeSessionChanged('customer');
      tellNativeDeleteToken();
    });
    expect(sent.map((m) => JSON.parse(m))).toEqual([{ action: 'sessionChanged', role: 'customer' }, { action: 'deleteToken' }]);
  });

  it('calls the Android bridge\'s methods, and survives a wrapper without them', () => {
    const calls: string[] = [];
    withWindow({ Android: { deleteToken: (...args: unknown[]) => calls.push(`deleteToken(${args.length})`), openPayment: (url: string) => calls.push(`openPayment ${url}`) } }, () => {
      tellNativeSessionChanged('customer');
      tellNativeDeleteToken();
      expect(tellNativeOpenPayment('/api/v1/payment/sandbox/S1')).toBe(true);
    });
    expect(calls).toEqual(['deleteToken(0)', 'openPayment /api/v1/payment/sandbox/S1']);
    withWindow({ Android: {} }, () => expect(tellNativeOpenPayment('/x')).toBe(false));
  });
});
