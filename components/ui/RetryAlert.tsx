/** A read that failed, with a way to try again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-6 text-center text-red-800">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="tap mt-3 rounded-xl bg-primary px-4 py-2 text-sm text-on-primary">
        تلاش دوباره
      </button>
    </div>
  );
}
