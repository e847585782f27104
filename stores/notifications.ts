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
  /** The pointer or the keyboard is on the toast: it stays until they leave (WCAG 2.2.1). */
  hold: (id: number) => void;
  /** They left: the toast's full time starts again. */
  release: (id: number) => void;
}

export const TOAST_MS = 5000;
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

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
    get().release(id);
  },
  dismiss: (id) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
  hold: (id) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  },
  release: (id) => {
    clearTimeout(timers.get(id));
    timers.set(id, setTimeout(() => get().dismiss(id), TOAST_MS));
  },
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
