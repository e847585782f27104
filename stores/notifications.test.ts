import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryWebStorage } from '@/lib/local-storage.testing';
import { TOAST_MS, notificationStore, notify, notifyAfterReload, showCarriedNotice } from './notifications';

afterEach(() => notificationStore.setState({ toasts: [] }));

describe('toasts', () => {
  it('shows one toast per kind: a newer error replaces the older one, an error may follow a success', () => {
    notify({ message: 'کد تایید اشتباه است', variant: 'error', code: 400 });
    notify({ message: 'کد تایید ارسال شد', variant: 'success', code: 200 });
    notify({ message: 'خطا در ارتباط با سرور', variant: 'error', code: 500 });
    const toasts = notificationStore.getState().toasts;
    expect(toasts.map((t) => t.message).sort()).toEqual(['خطا در ارتباط با سرور', 'کد تایید ارسال شد'].sort());
  });

  it('ends an error when a success follows it (a retry that worked)', () => {
    notify({ message: 'اتصال اینترنت برقرار نیست', variant: 'error', code: 0 });
    notify({ message: '۵۰٬۰۰۰ تومان به اعتبار شما اضافه شد', variant: 'success', code: 200 });
    expect(notificationStore.getState().toasts.map((t) => t.message)).toEqual(['۵۰٬۰۰۰ تومان به اعتبار شما اضافه شد']);
  });

  it('goes after its time, except while the pointer or the keyboard is on it; then its full time again', () => {
    vi.useFakeTimers();
    try {
      notify({ message: 'کد تایید ارسال شد', variant: 'success', code: 200 });
      const [toast] = notificationStore.getState().toasts;
      vi.advanceTimersByTime(TOAST_MS - 1000);
      notificationStore.getState().hold(toast.id);
      vi.advanceTimersByTime(TOAST_MS * 3);
      expect(notificationStore.getState().toasts).toHaveLength(1);
      notificationStore.getState().release(toast.id);
      vi.advanceTimersByTime(TOAST_MS - 1);
      expect(notificationStore.getState().toasts).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(notificationStore.getState().toasts).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('carries a notice over the full page load that follows it, and shows it once', () => {
    const tab = memoryWebStorage();
    notifyAfterReload({ message: 'لطفاً دوباره وارد شوید', variant: 'error', code: 401 }, tab);
    showCarriedNotice(tab);
    showCarriedNotice(tab);
    expect(notificationStore.getState().toasts.map((t) => [t.message, t.code])).toEqual([['لطفاً دوباره وارد شوید', 401]]);
    tab.setItem('notice-after-reload', '{"message":1}');
    showCarriedNotice(tab);
    expect(notificationStore.getState().toasts).toHaveLength(1);
  });
});
