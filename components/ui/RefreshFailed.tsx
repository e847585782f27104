/**
 * A read failed: said in one line where its data goes (beside it, when a refresh of what is
 * shown failed: the shown data stays), with a retry that stays put, busy, while it runs.
 */
export function RefreshFailed({ message, busy, onRetry }: { message: string; busy: boolean; onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm text-red-800">
      {message}{' '}
      <button
        type="button"
        onClick={() => {
          if (!busy) onRetry();
        }}
        // aria-disabled, not disabled: keeps keyboard focus mid-request.
        aria-disabled={busy || undefined}
        className="tap underline aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        تلاش دوباره
      </button>
    </p>
  );
}
