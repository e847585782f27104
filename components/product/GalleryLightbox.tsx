'use client';

import { useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { toPersianDigits } from '@/common/digits';
import { CatalogImage } from '@/components/catalog/CatalogImage';
import { imageAlt } from './image-alt';
import { useCloseOnBack } from '@/components/ui/use-close-on-back';

export interface LightboxProps {
  images: string[];
  name: string;
  start: number;
  onClose: () => void;
}

/** The larger view of the product's pictures: previous/next by button, arrow key or swipe; Escape or a phone's Back closes. */
export function GalleryLightbox({ images, name, start, onClose }: LightboxProps) {
  const [index, setIndex] = useState(start);
  const [touchX, setTouchX] = useState<number | null>(null);
  useCloseOnBack(onClose);
  const many = images.length > 1;
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  const nav = 'tap rounded-full bg-white/90 px-4 py-2 text-sm text-ink shadow disabled:opacity-40';

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/85" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-3">
        <DialogPanel
          className="flex w-full max-w-3xl flex-col gap-3"
          onKeyDown={(e) => {
            if (!many) return;
            // Right-to-left: the next picture is to the left.
            if (e.key === 'ArrowLeft') go(1);
            else if (e.key === 'ArrowRight') go(-1);
          }}
          onTouchStart={(e) => setTouchX(e.touches[0]?.clientX ?? null)}
          onTouchEnd={(e) => {
            const end = e.changedTouches[0]?.clientX;
            if (!many || touchX === null || end === undefined || Math.abs(end - touchX) < 40) return;
            // Right-to-left: the next picture comes in from the left, pulled by a swipe to the right.
            go(end > touchX ? 1 : -1);
          }}
        >
          <div className="flex items-center justify-between text-white">
            <DialogTitle className="text-base font-bold">
              {name}
              {many && (
                <span className="ms-2 text-sm font-normal">
                  ({toPersianDigits(index + 1)} از {toPersianDigits(images.length)})
                </span>
              )}
            </DialogTitle>
            <button type="button" onClick={onClose} className={nav} aria-label="بستن نمای بزرگ">
              بستن
            </button>
          </div>
          <div className="relative aspect-square max-h-[75dvh] w-full overflow-hidden rounded-2xl bg-black">
            <CatalogImage src={images[index]} alt={imageAlt(name, index)} sizes="(min-width: 768px) 768px, 100vw" className="object-contain" />
          </div>
          {/* «تصویر بعدی» keeps focus: which picture is now shown is said here. */}
          {many && (
            <p role="status" className="sr-only">
              تصویر {toPersianDigits(index + 1)} از {toPersianDigits(images.length)}
            </p>
          )}
          {many && (
            <div className="flex justify-between">
              <button type="button" onClick={() => go(-1)} className={nav}>
                تصویر قبلی
              </button>
              <button type="button" onClick={() => go(1)} className={nav}>
                تصویر بعدی
              </button>
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
