'use client';

import { useState } from 'react';
import Image from 'next/image';

/** A product's picture in the cart; a lettered tile when it has none or it fails to load. */
export function ProductThumb({ src, name, size = 80 }: { src: string | null; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={name}
        style={{ width: size, height: size }}
        className="flex shrink-0 items-center justify-center rounded-xl bg-primary/10 text-2xl font-bold text-primary"
      >
        {name.trim().charAt(0)}
      </div>
    );
  }
  return (
    <Image
      src={src}
      alt={name}
      width={size}
      height={size}
      sizes={`${size}px`}
      // next.config names no remote hosts: a remote API's media is shown as it is.
      unoptimized={/^https?:\/\//i.test(src)}
      onError={() => setFailed(true)}
      className="shrink-0 rounded-xl bg-black/5 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
