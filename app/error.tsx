'use client';

/** A page that failed to render: a Persian message and a retry (the page asked of the server again, not only redrawn), never a stack trace. */
export default function PageError({ retry }: { error: Error; retry: () => void }) {
  return (
    <section role="alert" className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">خطا در ارتباط با سرور</h1>
      <p className="mt-3 text-ink/70">نمایش این صفحه ممکن نشد. لطفاً دوباره تلاش کنید.</p>
      <button type="button" onClick={retry} className="mt-6 rounded-xl bg-primary px-5 py-3 text-on-primary">
        تلاش دوباره
      </button>
    </section>
  );
}
