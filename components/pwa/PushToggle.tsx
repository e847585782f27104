'use client';

import { useEffect, useRef, useState } from 'react';
import { loadPushConfig, type PushConfig } from '@/lib/pwa/push-config';
import { removePushToken, storedPushToken } from '@/lib/api/push';
import { logoutIfSessionEnded } from '@/stores/session-actions';
import { isInWebView } from '@/lib/webview';
import { useCustomerId } from '@/hooks/queries/account';
import { registerCurrentToken } from '@/lib/pwa/push-register';
import { endPushSubscription } from '@/lib/pwa/push-endpoint';
import { forgetPushSync } from '@/lib/pwa/push-sync';
import { BusyButton } from '@/components/ui/BusyButton';

type State = 'off' | 'working' | 'on' | 'denied' | 'failed' | 'failedOff';

const STATUS: Record<State, string> = {
  off: 'از وضعیت سفارش‌ها و نوبت‌هایتان با اعلان باخبر شوید.',
  working: 'در حال فعال‌سازی اعلان‌ها…',
  on: 'اعلان‌ها روی این دستگاه فعال است.',
  denied: 'اجازهٔ نمایش اعلان داده نشد. برای دریافت اعلان، از تنظیمات مرورگر به این سایت اجازه دهید.',
  failed: 'فعال‌سازی اعلان‌ها انجام نشد. اتصال را بررسی کنید و دوباره تلاش کنید.',
  failedOff: 'خاموش‌کردن اعلان‌ها انجام نشد. اتصال را بررسی کنید و دوباره تلاش کنید.',
};

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Where this browser stands (the component renders in the browser only). */
function initialState(): State {
  if (!pushSupported() || Notification.permission === 'default') return 'off';
  if (Notification.permission === 'denied') return 'denied';
  return storedPushToken() ? 'on' : 'off';
}

/**
 * «فعال‌کردن اعلان‌ها» on the profile page. Hidden without a push configuration, in the mobile
 * app's web view (the app has its own notifications) and where the browser cannot push. The
 * permission prompt and Firebase come only after the customer's click. Once on, every page keeps
 * the token current (PushResync.tsx), this one included.
 */
export default function PushToggle() {
  // Tokens belong to a customer: a guest sees nothing (the profile page asks them to log in).
  const customerId = useCustomerId();
  const [config, setConfig] = useState<PushConfig | null>(null);
  const [state, setState] = useState<State>(initialState);
  // A refusal removes the button: focus goes to the line that says why, not to the page's start.
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const status = statusRef.current;
    if (state === 'denied' && status && status.ownerDocument.activeElement === status.ownerDocument.body) status.focus();
  }, [state]);

  useEffect(() => {
    if (isInWebView() || !pushSupported()) return;
    let live = true;
    void loadPushConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);

  if (!config || customerId === null) return null;

  const turnOn = async () => {
    setState('working');
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setState('denied');
      // The prompt was dismissed ('default'): the browser may ask again on the next click.
      if (permission !== 'granted') return setState('off');
      await registerCurrentToken(config, customerId);
      setState('on');
    } catch (error) {
      logoutIfSessionEnded(error);
      setState('failed');
    }
  };

  const turnOff = async () => {
    const token = storedPushToken();
    setState('working');
    try {
      if (token) await removePushToken(token);
      // Through the shop's worker, as logout does: Firebase's deleteToken would look for a
      // firebase-messaging-sw.js of its own (there is none) and leave the subscription on.
      await endPushSubscription();
      forgetPushSync();
      setState('off');
    } catch (error) {
      logoutIfSessionEnded(error);
      setState('failedOff');
    }
  };

  return (
    <section aria-labelledby="push-title" className="mx-auto mt-6 max-w-2xl rounded-2xl bg-surface p-6 shadow-sm">
      <h2 id="push-title" className="text-lg font-bold">
        اعلان‌ها
      </h2>
      <p ref={statusRef} tabIndex={-1} role="status" className="mt-2 text-sm text-ink/70 outline-none">
        {STATUS[state]}
      </p>
      {state !== 'denied' && (
        <BusyButton
          busy={state === 'working'}
          onClick={() => void (state === 'on' || state === 'failedOff' ? turnOff() : turnOn())}
          className="tap mt-4 rounded-xl bg-primary px-5 py-2.5 text-on-primary"
        >
          {state === 'on' || state === 'failedOff' ? 'خاموش‌کردن اعلان‌ها' : 'فعال‌کردن اعلان‌ها'}
        </BusyButton>
      )}
    </section>
  );
}
