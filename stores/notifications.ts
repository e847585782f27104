'use client';

import { createStore, useStore } from 'zustand';
import type { Notice } from '@/lib/errors';

export interface Toast extends Notice {
  id: number;
}

interface NotificationState {
  toasts: Toast[];
  push: (notice: Notice) => void;
  dismiss: (id: number) => void;
}

const TOAST_MS = 5000;
let nextId = 1;

/** Toasts (spec: message, variant success/error, code). Not persisted. */
export const notificationStore = createStore<NotificationState>()((set, get) => ({
  toasts: [],
  push: (notice) => {
    const id = nextId++;
    // One toast per kind: the newest error replaces the previous error (a burst of failing
    // calls shows one message), a success replaces a success; they never pile up on the page.
    set((s) => ({ toasts: [...s.toasts.filter((t) => t.variant !== notice.variant), { ...notice, id }] }));
    setTimeout(() => get().dismiss(id), TOAST_MS);
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export const notify = (notice: Notice) => notificationStore.getState().push(notice);

export function useToasts() {
  return useStore(notificationStore, (s) => s.toasts);
}
