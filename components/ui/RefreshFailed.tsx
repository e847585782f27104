import { BusyButton } from './BusyButton';

/**
 * A read failed: said in one line where its data goes (beside it, when a refresh of what is
 * shown failed: the shown data stays), with a retry that stays put, busy, while it runs.
 */
export function RefreshFailed({ message, busy, onRetry }: { message: string; busy: boolean; onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm text-red-800">
      {message}{' '}
      <BusyButton busy={busy} onClick={onRetry} className="tap underline">
        تلاش دوباره
      </BusyButton>
    </p>
  );
}
