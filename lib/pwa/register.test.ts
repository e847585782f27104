import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, registerServiceWorker } from './register';
import { SKIP_WAITING, SW_URL } from '@/sw/protocol';

/** The browser's side (navigator.serviceWorker): a registration whose workers change state. */
class FakeWorker extends EventTarget {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function browser({ controlled, waiting = null }: { controlled: boolean; waiting?: FakeWorker | null }) {
  const registration = Object.assign(new EventTarget(), { waiting, installing: null as FakeWorker | null });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  });
  vi.stubGlobal('navigator', { serviceWorker: container });
  const reload = vi.fn();
  vi.stubGlobal('window', { location: { reload } });
  return { registration, container, reload };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('service worker updates', () => {
  it('registers for the whole site and reports a version that installs while an older one controls the page', async () => {
    const { registration, container } = browser({ controlled: true });
    const onWaiting = vi.fn();
    await registerServiceWorker(onWaiting);
    expect(container.register).toHaveBeenCalledWith(SW_URL, { scope: '/' });

    const next = new FakeWorker();
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    expect(onWaiting).not.toHaveBeenCalled();
    next.become('installed');
    expect(onWaiting).toHaveBeenCalledWith(next);
  });

  it('reports a version that was already waiting', async () => {
    const waiting = new FakeWorker();
    browser({ controlled: true, waiting });
    const onWaiting = vi.fn();
    await registerServiceWorker(onWaiting);
    expect(onWaiting).toHaveBeenCalledWith(waiting);
  });

  it('offers nothing on the first install (nothing older to replace)', async () => {
    const { registration } = browser({ controlled: false });
    const onWaiting = vi.fn();
    await registerServiceWorker(onWaiting);
    const first = new FakeWorker();
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    first.become('installed');
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('accepting the update tells the waiting worker to take over, then reloads once it does', () => {
    const { container, reload } = browser({ controlled: true });
    const waiting = new FakeWorker();
    waiting.become('installed');
    applyUpdate(waiting as unknown as ServiceWorker);
    expect(waiting.messages).toEqual([{ type: SKIP_WAITING }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('accepting an update another tab already applied reloads at once, and leaves no listener behind', () => {
    const { container, reload } = browser({ controlled: true });
    const taken = new FakeWorker();
    taken.become('activated');
    applyUpdate(taken as unknown as ServiceWorker);
    expect(taken.messages).toEqual([]);
    expect(reload).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
