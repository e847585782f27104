'use client';

import { useCallback, useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import Image from 'next/image';
import Link from '@/components/ui/Link';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { Story } from '@/lib/api/catalog';
import { toPersianDigits } from '@/common/digits';
import { useMarkSeen } from '@/hooks/queries/stories';
import { useCloseOnBack } from '@/components/ui/use-close-on-back';

const STORY_MS = 6000;

/**
 * Full-screen story viewer. Keyboard: ← next and → previous (right-to-left reading), Escape
 * closes; focus stays inside while open and returns to the story's circle afterwards. Each
 * story shown is marked seen. Stories advance on their own and the viewer closes after the last.
 * They wait while the pointer is on them or keyboard focus is in the viewer, and a visible
 * «توقف» / «ادامه» button stops and restarts them whatever the pointer or focus does
 * (WCAG 2.2.2: content that moves on its own can be paused). A phone's Back closes it.
 */
export function StoryViewer({ stories, startIndex, onClose }: { stories: Story[]; startIndex: number; onClose: () => void }) {
  const [index, setIndex] = useState(startIndex);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  // The shopper's own choice with the button; null until they make one.
  const [choice, setChoice] = useState<'pause' | 'play' | null>(null);
  const paused = choice === null ? hovered || keyboardInside : choice === 'pause';
  const markSeen = useMarkSeen();
  const back = useCloseOnBack(onClose);
  const story = stories[index];
  const { mutate } = markSeen;

  const next = useCallback(() => {
    if (index + 1 < stories.length) setIndex(index + 1);
    else onClose();
  }, [index, stories.length, onClose]);
  const previous = useCallback(() => setIndex((i) => Math.max(0, i - 1)), []);

  useEffect(() => {
    if (story && !story.seen) mutate(story.id);
  }, [story, mutate]);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(next, STORY_MS);
    return () => clearTimeout(timer);
  }, [next, paused, index]);

  // Focus a pointer gave does not count: the close button takes focus however the viewer opened.
  const onFocus = (e: FocusEvent) => setKeyboardInside(e.target.matches(':focus-visible'));
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setKeyboardInside(false);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      next();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      previous();
    }
  };

  if (!story) return null;
  const internalLink = story.link && story.link.startsWith('/') && !story.link.startsWith('//') ? story.link : null;
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center">
        <DialogPanel
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          className="relative flex h-full w-full max-w-md flex-col bg-black text-white"
        >
          <div className="flex gap-1 p-3" aria-hidden="true">
            {stories.map((s, i) => (
              <span key={s.id} className="h-1 flex-1 overflow-hidden rounded-full bg-white/30">
                <span className={`block h-full bg-white ${i < index ? 'w-full' : i === index ? 'w-1/2' : 'w-0'}`} />
              </span>
            ))}
          </div>
          <div className="flex items-center justify-between gap-3 px-3">
            <DialogTitle className="text-sm font-bold">{story.title}</DialogTitle>
            <span className="text-xs text-white/70" aria-live="polite">
              {toPersianDigits(index + 1)} از {toPersianDigits(stories.length)}
            </span>
            <button type="button" onClick={() => setChoice(paused ? 'play' : 'pause')} className="tap rounded-full px-3 py-1 text-sm hover:bg-white/10">
              {paused ? 'ادامه' : 'توقف'}
            </button>
            <button type="button" onClick={onClose} autoFocus className="tap rounded-full px-3 py-1 text-2xl leading-none hover:bg-white/10" aria-label="بستن استوری">
              ×
            </button>
          </div>
          <div className="relative mt-3 flex-1">
            <Image
              key={story.id}
              src={story.image}
              alt={story.title}
              fill
              sizes="(min-width: 448px) 448px, 100vw"
              unoptimized={/^https?:\/\//i.test(story.image)}
              className="object-contain"
            />
            {/* Tap zones: the start side goes back, the end side forward. */}
            <button type="button" onClick={previous} disabled={index === 0} className="absolute inset-y-0 start-0 w-1/3 disabled:cursor-default" aria-label="استوری قبلی" />
            <button type="button" onClick={next} className="absolute inset-y-0 end-0 w-2/3" aria-label={index + 1 < stories.length ? 'استوری بعدی' : 'پایان استوری‌ها'} />
          </div>
          {internalLink && (
            <div className="p-4">
              <Link
                href={internalLink}
                // The linked page takes the viewer's history entry: Back from it returns to the page.
                replace
                onClick={() => {
                  back.leave();
                  onClose();
                }}
                className="block rounded-xl bg-white py-3 text-center font-bold text-black">
                مشاهده
              </Link>
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
