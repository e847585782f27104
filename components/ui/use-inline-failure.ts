'use client';

import { useCallback, useState } from 'react';
import { describeError, MESSAGES } from '@/lib/errors';
import { handleApiError } from '@/stores/session-actions';

/**
 * The failure of something pressed inside a dialog, said inside it: the page's toasts are drawn
 * under a modal dialog and hidden from screen readers while it is open. A dead session still
 * logs out as everywhere else. Give the mutation `meta: { silent: true }` and `report` as onError.
 */
export function useInlineFailure() {
  const [message, setMessage] = useState('');
  const report = useCallback((error: unknown) => {
    const { notice, logout } = describeError(error, { pressed: true });
    if (logout) return handleApiError(error, { pressed: true });
    setMessage(notice?.message ?? MESSAGES.unexpected);
  }, []);
  const clear = useCallback(() => setMessage(''), []);
  return { message, report, clear };
}
