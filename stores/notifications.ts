'use client';

import { createStore, useStore } from 'zustand';
import type { Notice } from '@/lib/errors';
import { readLocal, removeLocal, tabStore, writeLocal } from '@/lib/local-storage';

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
    // A success also ends the error it follows (a retry that worked): both together contradict.
    set((s) => ({
      toasts: [...s.toasts.filter((t) => t.variant !== notice.variant && !(notice.variant === 'success' && t.variant === 'error')), { ...notice, id }],
    }));
    setTimeout(() => get().dismiss(id), TOAST_MS);
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export const notify = (notice: Notice) => notificationStore.getState().push(notice);

const CARRIED_KEY = 'notice-after-reload';

/** A notice that must outlive the full page load about to follow it (a forced logout goes home by one). */
export function notifyAfterReload(notice: Notice, storage = tabStore()): void {
  writeLocal(CARRIED_KEY, JSON.stringify(notice), storage);
}

/** Shows, once, the notice the previous page of this tab left for this one. */
export function showCarriedNotice(storage = tabStore()): void {
  const raw = readLocal(CARRIED_KEY, storage);
  if (raw === null) return;
  removeLocal(CARRIED_KEY, storage);
  try {
    const n = JSON.parse(raw) as Partial<Notice>;
    if (typeof n.message === 'string' && (n.variant === 'error' || n.variant === 'success')) notify({ message: n.message, variant: n.variant, code: Number(n.code) || 0 });
  } catch {
    // Not ours, or damaged: nothing to show.
  }
}

export function useToasts() {
  return useStore(notificationStore, (s) => s.toasts);
}
