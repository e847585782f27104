'use client';

import { useRef, useState, type ComponentProps, type ComponentType } from 'react';
import Image from 'next/image';
import { useStories } from '@/hooks/queries/stories';
import type { StoryViewer as Viewer } from './StoryViewer';
import { StoriesFrame, StoriesSkeleton } from './StoriesLoading';

type ViewerComponent = ComponentType<ComponentProps<typeof Viewer>>;

const remote = (src: string) => /^https?:\/\//i.test(src);

/**
 * The home page's story circles (an island: islands.tsx); the viewer opens full screen. Space is
 * reserved while loading.
 */
export function StoriesStrip() {
  const { data: stories, isPending } = useStories();
  const [open, setOpen] = useState<number | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  // The viewer (and its dialog library code) loads on the first tap, not with the page.
  const [StoryViewer, setViewer] = useState<ViewerComponent | null>(null);
  const show = (index: number) => {
    if (StoryViewer) return setOpen(index);
    import('./StoryViewer')
      .then((m) => {
        setViewer(() => m.StoryViewer);
        setOpen(index);
      })
      .catch(() => setOpen(null));
  };

  if (!isPending && (!stories || stories.length === 0)) return null;
  return (
    <StoriesFrame>
      {isPending || !stories ? (
        <StoriesSkeleton />
      ) : (
        <ul className="flex h-full gap-4 overflow-x-auto px-4 pb-2">
          {stories.map((story, i) => (
            <li key={story.id} className="shrink-0">
              <button
                ref={(el) => {
                  triggers.current[i] = el;
                }}
                type="button"
                onClick={() => show(i)}
                className="flex w-[4.5rem] flex-col items-center gap-1 text-center"
                aria-label={`استوری «${story.title}»${story.seen ? ' (دیده‌شده)' : ''}`}
              >
                <span className={`rounded-full p-0.5 ${story.seen ? 'bg-black/15' : 'bg-linear-to-tr from-secondary to-primary'}`}>
                  <span className="block rounded-full bg-surface p-0.5">
                    <Image
                      src={story.image}
                      alt=""
                      width={64}
                      height={64}
                      unoptimized={remote(story.image)}
                      className="h-16 w-16 rounded-full object-cover"
                    />
                  </span>
                </span>
                <span className="line-clamp-1 w-full text-xs text-ink/80">{story.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {stories && StoryViewer && open !== null && (
        <StoryViewer
          stories={stories}
          startIndex={open}
          onClose={() => {
            const trigger = triggers.current[open];
            setOpen(null);
            // Focus goes back to the circle the viewer was opened from.
            requestAnimationFrame(() => trigger?.focus());
          }}
        />
      )}
    </StoriesFrame>
  );
}
