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
    // A message already on screen (a burst of failing calls) is not shown twice.
    if (get().toasts.some((t) => t.message === notice.message)) return;
    set((s) => ({ toasts: [...s.toasts.slice(-3), { ...notice, id }] }));
    setTimeout(() => get().dismiss(id), TOAST_MS);
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export const notify = (notice: Notice) => notificationStore.getState().push(notice);

export function useToasts() {
  return useStore(notificationStore, (s) => s.toasts);
}
