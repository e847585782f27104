'use client';

import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { afterLoad } from '@/lib/after-load';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { toPersianDigits } from '@/common/digits';
import type { LightboxProps } from './GalleryLightbox';
import { imageAlt } from './image-alt';
import { notify } from '@/stores/notifications';
import { MESSAGES } from '@/lib/errors';

/**
 * The product's pictures: a strip that snaps one picture at a time (a swipe on a phone, the
 * arrow keys when focused), thumbnails that show their picture, and a larger view that loads
 * its code on the first open. Without JavaScript the strip still scrolls and swipes.
 *
 * The pictures themselves (`pictures`, one per strip slot, and `thumbs`, one per image) arrive
 * rendered by the server, so next/image's srcset code is not part of the page's JavaScript.
 *
 * A first visit downloads only the first picture. The others wait until the page has loaded
 * (or the shopper reaches for the strip): Chromium fetches lazy pictures beside a strip's edge
 * at once, where they shared a phone's link with the page's scripts. On a phone the thumbnails
 * are dots (a tap still shows its picture), so theirs are not fetched either.
 */
export function ProductGallery({ images, name, pictures, thumbs }: { images: string[]; name: string; pictures: ReactNode[]; thumbs: ReactNode[] }) {
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [Lightbox, setLightbox] = useState<ComponentType<LightboxProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [rest, setRest] = useState(false);
  const many = images.length > 1;
  const wantRest = () => setRest(true);

  useEffect(() => (many ? afterLoad(() => setRest(true)) : undefined), [many]);

  const show = (index: number) => {
    wantRest();
    const next = (index + images.length) % images.length;
    // A script's scroll is not covered by the stylesheet's reduced-motion rule.
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    strip.current?.children[next]?.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'nearest', inline: 'center' });
    setCurrent(next);
  };
  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    wantRest();
    // scrollLeft is negative in right-to-left layout.
    setCurrent(Math.min(images.length - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth)));
  };
  const onKey = (e: KeyboardEvent) => {
    // In a right-to-left page the next picture is to the left.
    if (e.key === 'ArrowLeft') show(current + 1);
    else if (e.key === 'ArrowRight') show(current - 1);
    else return;
    e.preventDefault();
  };
  const focus = useReturnFocus();
  const enlarge = () => {
    focus.remember();
    if (Lightbox) return setOpen(true);
    void import('./GalleryLightbox')
      .then((m) => {
        setLightbox(() => m.GalleryLightbox);
        setOpen(true);
      })
      // Its code could not be downloaded: said, or the press would seem to do nothing.
      .catch(() => notify({ message: MESSAGES.network, variant: 'error', code: 'network' }));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <ul
          ref={strip}
          onScroll={onScroll}
          onKeyDown={many ? onKey : undefined}
          onPointerDown={many ? wantRest : undefined}
          onFocus={many ? wantRest : undefined}
          tabIndex={many ? 0 : undefined}
          aria-label={`تصاویر ${name}`}
          className="flex aspect-square w-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl bg-black/5 [scrollbar-width:none]"
        >
          {pictures.map((picture, i) => (
            <li key={images[i] ?? 'none'} className="relative aspect-square w-full shrink-0 snap-center">
              <button
                type="button"
                onClick={enlarge}
                disabled={!images[i]}
                className="absolute inset-0 cursor-zoom-in"
                aria-label={`نمایش بزرگ‌تر ${imageAlt(name, i)}`}
                tabIndex={i === current ? 0 : -1}
              >
                {/* Until wanted, hidden, so its lazy <img> is not fetched; shown without JavaScript. */}
                {i === 0 || rest ? picture : <span className="hidden noscript:contents">{picture}</span>}
              </button>
            </li>
          ))}
        </ul>
        {many && (
          <p className="pointer-events-none absolute bottom-2 start-2 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white" aria-live="polite">
            {toPersianDigits(current + 1)} از {toPersianDigits(images.length)}
          </p>
        )}
      </div>
      {many && (
        <ul className="flex justify-center md:grid md:grid-cols-5 md:gap-2" aria-label={`پیش‌نمایش تصاویر ${name}`}>
          {images.map((src, i) => (
            <li key={src} className="max-md:pointer-coarse:w-11">
              {/* A phone: a 24-px dot; on a touch screen 44 px apart, so that each one's 44-px hit area (tap) is its own. Wider: the picture. */}
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={`نمایش ${imageAlt(name, i)}`}
                aria-current={i === current ? 'true' : undefined}
                className={`tap mx-auto flex size-6 items-center justify-center md:relative md:block md:aspect-square md:size-auto md:w-full md:overflow-hidden md:rounded-xl md:bg-black/5 md:ring-2 ${i === current ? 'md:ring-primary' : 'md:ring-transparent'}`}
              >
                <span aria-hidden="true" className={`size-2 rounded-full md:hidden ${i === current ? 'bg-primary' : 'bg-ink/50'}`} />
                <span className="hidden md:contents">{thumbs[i]}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && Lightbox && (
        <Lightbox
          images={images}
          name={name}
          start={current}
          onClose={() => {
            setOpen(false);
            focus.restore();
          }}
        />
      )}
    </div>
  );
}
