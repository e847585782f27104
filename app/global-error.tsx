'use client';

import './globals.css';

/** Last resort when the root layout itself fails: a Persian page, never a stack trace. */
export default function GlobalError({ retry }: { error: Error; retry: () => void }) {
  return (
    <html lang="fa" dir="rtl">
      <body className="flex min-h-dvh items-center justify-center p-6 text-center">
        <main role="alert">
          <h1 className="text-2xl font-bold">خطای غیرمنتظره‌ای رخ داد</h1>
          <p className="mt-3">لطفاً چند لحظه بعد دوباره تلاش کنید.</p>
          <button type="button" onClick={retry} className="mt-6 rounded-xl bg-primary px-5 py-3 text-on-primary">
            تلاش دوباره
          </button>
        </main>
      </body>
    </html>
  );
}
