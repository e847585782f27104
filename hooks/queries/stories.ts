'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Story } from '@/lib/api/catalog';
import { browserClients } from '@/lib/api/lazy-browser';
import { queryKeys } from '@/lib/query-keys';

/** The stories; a failed load is an empty list, silently (spec section 8). */
export function useStories() {
  return useQuery({
    queryKey: queryKeys.stories,
    queryFn: async (): Promise<Story[]> => {
      try {
        const { catalogClient } = await browserClients();
        return (await catalogClient.stories()).data.results ?? [];
      } catch {
        return [];
      }
    },
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** Marks a story seen on the server and in the cached list (quietly: a miss costs nothing). */
export function useMarkSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await browserClients()).catalogClient.seeStory(id),
    onMutate: (id) => {
      client.setQueryData<Story[]>(queryKeys.stories, (list) => list?.map((s) => (s.id === id ? { ...s, seen: true } : s)));
    },
    meta: { silent: true },
  });
}
