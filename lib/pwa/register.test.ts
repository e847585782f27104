import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, checkForUpdates, registerServiceWorker, UPDATE_CHECK_MS } from './register';
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

describe('looking for a new version while the page stays open', () => {
  function page() {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    vi.stubGlobal('document', doc);
    const update = vi.fn(async () => undefined);
    const show = (state: DocumentVisibilityState) => {
      doc.visibilityState = state;
      doc.dispatchEvent(new Event('visibilitychange'));
    };
    return { update, show };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks when the page comes back into view after an interval, and every interval while in view', () => {
    vi.useFakeTimers();
    const { update, show } = page();
    const stop = checkForUpdates({ update });
    // Back after a few minutes: too soon.
    show('hidden');
    vi.advanceTimersByTime(5 * 60_000);
    show('visible');
    expect(update).not.toHaveBeenCalled();
    // Hidden for the rest of the hour: the interval passes without asking, the return asks.
    show('hidden');
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(update).not.toHaveBeenCalled();
    show('visible');
    expect(update).toHaveBeenCalledTimes(1);
    // Left in view: once more within a quarter of an interval after an interval has passed.
    vi.advanceTimersByTime(UPDATE_CHECK_MS - 60_000);
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_MS / 4 + 60_000);
    expect(update).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(3 * UPDATE_CHECK_MS);
    show('hidden');
    show('visible');
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('a failed check (offline) is left for the next one', async () => {
    vi.useFakeTimers();
    const { update } = page();
    update.mockRejectedValueOnce(new Error('offline'));
    checkForUpdates({ update });
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    await Promise.resolve();
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledTimes(2);
  });
});
