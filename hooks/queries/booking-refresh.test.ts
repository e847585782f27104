import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver, environmentManager, focusManager } from '@tanstack/react-query';
import { FOCUS_REFRESH_MS, bookingRefresh } from './booking-refresh';

// 23:59:00 in Tehran (UTC+3:30) on 6 Azar 1405.
const BEFORE_MIDNIGHT = new Date('2026-11-27T20:29:00Z');

// React Query keeps no timers where there is no window; these queries run in a browser tab.
beforeAll(() => environmentManager.setIsServer(() => false));
afterAll(() => environmentManager.setIsServer(() => true));

let client: QueryClient;
let reads: number;
let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers({ now: BEFORE_MIDNIGHT });
  focusManager.setFocused(true);
  // The app's defaults (QueryProvider): 30 s fresh, no focus refetch of its own.
  client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } });
  client.mount();
  reads = 0;
});

afterEach(() => {
  stop?.();
  client.unmount();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

/** A query read with bookingRefresh (staleTime 0: the day's turns), after its first answer. */
async function observe(staleTime?: number) {
  const observer = new QueryObserver(client, { queryKey: ['booking'], queryFn: async () => ++reads, staleTime, ...bookingRefresh });
  stop = observer.subscribe(() => {});
  await vi.advanceTimersByTimeAsync(0);
}

/** The tab loses focus and gets it back `ms` later. */
async function refocusAfter(ms: number) {
  focusManager.setFocused(false);
  await vi.advanceTimersByTimeAsync(ms);
  focusManager.setFocused(true);
  await vi.advanceTimersByTimeAsync(0);
}

describe('bookingRefresh (booking calendar and day turns)', () => {
  it("reads again a second after Tehran's midnight, and then not before the next one", async () => {
    await observe();
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reads).toBe(2);
    await vi.advanceTimersByTimeAsync(23 * 60 * 60_000);
    expect(reads).toBe(2);
  });

  it('reads the calendar again on coming back to the tab once its answer is stale', async () => {
    await observe();
    await refocusAfter(40_000);
    expect(reads).toBe(2);
  });

  it('reads the turns (always stale) again on coming back, but not on every quick switch', async () => {
    await observe(0);
    await refocusAfter(FOCUS_REFRESH_MS - 1);
    await refocusAfter(0);
    expect(reads).toBe(1);
    await refocusAfter(1);
    expect(reads).toBe(2);
    await refocusAfter(1_000);
    expect(reads).toBe(2);
  });
});
