'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError, MESSAGES } from '@/lib/errors';
import { handleApiError } from '@/stores/session-actions';

/**
 * The failure of something pressed inside a dialog, said inside it: the page's toasts are drawn
 * under a modal dialog and hidden from screen readers while it is open. A dead session still
 * logs out as everywhere else. Give the mutation `meta: { silent: true }` and `report` as its own
 * onError (useMutation's, which runs after the dialog closed too, where mutate's would not): a
 * failure that arrives once the dialog is gone (closed mid-request) is the usual toast.
 */
export function useInlineFailure() {
  const [message, setMessage] = useState('');
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const report = useCallback((error: unknown) => {
    if (!mounted.current) return handleApiError(error, { pressed: true });
    const { notice, logout } = describeError(error, { pressed: true });
    if (logout) return handleApiError(error, { pressed: true });
    setMessage(notice?.message ?? MESSAGES.unexpected);
  }, []);
  const clear = useCallback(() => setMessage(''), []);
  return { message, report, clear };
}
