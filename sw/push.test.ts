import { describe, expect, it } from 'vitest';
import { listenForPush, openUrl } from './push';
import { BADGE_ICON, DEFAULT_ICON } from './push-message';

const origin = 'https://shop.example';

/** Windows as the browser lists them (the last used first), recording what the worker did to them. */
function browser(urls: string[]) {
  const steps: string[] = [];
  const windows = urls.map((url, i) => {
    const w = {
      url: `${origin}${url}`,
      focus: async () => {
        steps.push(`focus ${i}`);
        return w;
      },
      navigate: async (to: string) => {
        steps.push(`navigate ${i} ${new URL(to).pathname}`);
        return w;
      },
    };
    return w;
  });
  const clients = {
    matchAll: async () => windows,
    openWindow: async (to: string) => {
      steps.push(`open ${new URL(to).pathname}`);
      return null;
    },
  };
  return { clients: clients as never, steps };
}

describe('a tap on a notification', () => {
  it('brings forward a tab already at its address, and moves nothing', async () => {
    const { clients, steps } = browser(['/', '/profile/orders/7']);
    await openUrl(clients, `${origin}/profile/orders/7`);
    expect(steps).toEqual(['focus 1']);
  });

  it('brings a shop tab forward before moving it, never one in the middle of a purchase', async () => {
    const { clients, steps } = browser(['/cart/checkout', '/cart', '/profile', '/product/3']);
    await openUrl(clients, `${origin}/profile/orders/7`);
    expect(steps).toEqual(['focus 3', 'navigate 3 /profile/orders/7']);
  });

  it('opens a new window when every tab is in a purchase, or none is open', async () => {
    const busy = browser(['/cart/checkout']);
    await openUrl(busy.clients, `${origin}/profile/orders/7`);
    expect(busy.steps).toEqual(['open /profile/orders/7']);
    const none = browser([]);
    await openUrl(none.clients, `${origin}/`);
    expect(none.steps).toEqual(['open /']);
  });
});

describe('a push shown as a notification', () => {
  it('has the shop\'s icon, and a one-colour badge for the status bar', async () => {
    const listeners = new Map<string, (event: unknown) => void>();
    const shown: { title: string; options: NotificationOptions }[] = [];
    const sw = {
      location: { origin },
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      registration: { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) },
    };
    listenForPush(sw as never);
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('push')!({ data: { text: () => JSON.stringify({ title: 'سفارش ارسال شد', body: 'در راه است', url: '/order/5' }) }, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
    expect(shown).toEqual([
      { title: 'سفارش ارسال شد', options: expect.objectContaining({ body: 'در راه است', icon: `${origin}${DEFAULT_ICON}`, badge: BADGE_ICON, dir: 'rtl', lang: 'fa' }) },
    ]);
  });
});
