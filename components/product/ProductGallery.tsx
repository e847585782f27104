'use client';

import { useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { toPersianDigits } from '@/lib/digits';
import type { LightboxProps } from './GalleryLightbox';
import { imageAlt } from './image-alt';

/**
 * The product's pictures: a strip that snaps one picture at a time (a swipe on a phone, the
 * arrow keys when focused), thumbnails that show their picture, and a larger view that loads
 * its code on the first open. Without JavaScript the strip still scrolls and swipes.
 *
 * The pictures themselves (`pictures`, one per strip slot, and `thumbs`, one per image) arrive
 * rendered by the server, so next/image's srcset code is not part of the page's JavaScript.
 */
export function ProductGallery({ images, name, pictures, thumbs }: { images: string[]; name: string; pictures: ReactNode[]; thumbs: ReactNode[] }) {
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [Lightbox, setLightbox] = useState<ComponentType<LightboxProps> | null>(null);
  const [open, setOpen] = useState(false);
  const many = images.length > 1;

  const show = (index: number) => {
    const next = (index + images.length) % images.length;
    strip.current?.children[next]?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'center' });
    setCurrent(next);
  };
  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
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
  const enlarge = () => {
    if (Lightbox) return setOpen(true);
    void import('./GalleryLightbox').then((m) => {
      setLightbox(() => m.GalleryLightbox);
      setOpen(true);
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <ul
          ref={strip}
          onScroll={onScroll}
          onKeyDown={many ? onKey : undefined}
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
                {picture}
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
        <ul className="grid grid-cols-5 gap-2" aria-label={`پیش‌نمایش تصاویر ${name}`}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={`نمایش ${imageAlt(name, i)}`}
                aria-current={i === current ? 'true' : undefined}
                className={`relative block aspect-square w-full overflow-hidden rounded-xl bg-black/5 ring-2 ${i === current ? 'ring-primary' : 'ring-transparent'}`}
              >
                {thumbs[i]}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && Lightbox && <Lightbox images={images} name={name} start={current} onClose={() => setOpen(false)} />}
    </div>
  );
}
