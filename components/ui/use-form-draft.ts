'use client';

import { useState } from 'react';
import type { FormDraft } from '@/lib/form-draft';

/**
 * A form's fields as typed, kept for the tab (lib/form-draft.ts) across a reload. `initial`: what
 * the form starts with when nothing is kept (a customer's own name and mobile). Render it only on
 * the client (ClientState): the server has no tab storage to read.
 */
export function useFormDraft<F extends string>(
  draft: FormDraft<F>,
  initial: () => Record<F, string> = () => draft.empty,
): [Record<F, string>, (next: Record<F, string>) => void] {
  const [value, setValue] = useState(() => {
    const kept = draft.load();
    return Object.values(kept).some(Boolean) ? kept : initial();
  });
  const update = (next: Record<F, string>) => {
    setValue(next);
    draft.save(next);
  };
  return [value, update];
}
