import { afterEach, describe, expect, it } from 'vitest';
import { notificationStore, notify } from './notifications';

afterEach(() => notificationStore.setState({ toasts: [] }));

describe('toasts', () => {
  it('shows one toast per kind: a newer error replaces the older one, a success stays beside it', () => {
    notify({ message: 'کد تایید اشتباه است', variant: 'error', code: 400 });
    notify({ message: 'کد تایید ارسال شد', variant: 'success', code: 200 });
    notify({ message: 'خطا در ارتباط با سرور', variant: 'error', code: 500 });
    const toasts = notificationStore.getState().toasts;
    expect(toasts.map((t) => t.message).sort()).toEqual(['خطا در ارتباط با سرور', 'کد تایید ارسال شد'].sort());
  });
});
