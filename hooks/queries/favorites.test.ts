import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { followProductRead } from './favorites';

describe("the product page's read after a favourite change", () => {
  it('takes the change at once when the read is done', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.product(5, 7), { id: 5, is_favorite: false });
    followProductRead(client, 5, true);
    expect(client.getQueryData(queryKeys.product(5, 7))).toEqual({ id: 5, is_favorite: true });
  });

  it('reads again when a read answered from before the change is still on its way', async () => {
    const client = new QueryClient();
    let reads = 0;
    let answerFirst!: (value: { id: number; is_favorite: boolean }) => void;
    // The page's read, on screen (an observer), sent as the page loads.
    const page = new QueryObserver(client, {
      queryKey: queryKeys.product(5, 7),
      queryFn: () => (++reads === 1 ? new Promise((resolve) => (answerFirst = resolve)) : Promise.resolve({ id: 5, is_favorite: true })),
    });
    const unsubscribe = page.subscribe(() => undefined);
    await expect.poll(() => reads).toBe(1);
    followProductRead(client, 5, true);
    // The stale answer arrives after the change: it does not stand.
    answerFirst({ id: 5, is_favorite: false });
    await expect.poll(() => client.getQueryData(queryKeys.product(5, 7))).toEqual({ id: 5, is_favorite: true });
    expect(reads).toBe(2);
    unsubscribe();
  });
});
