import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * A catalogue picture through next/image's getImageProps: the same optimised, responsive
 * srcset, rendered as a plain <img> so server-rendered pages ship no image JavaScript. Absolute URLs (a remote API's media host) are shown
 * as they are, since next.config lists no remote image hosts; a missing picture is a quiet
 * placeholder of the same size, so nothing moves. A priority picture (the page's largest paint)
 * is preloaded from <head> and fetched at high priority.
 */
export function CatalogImage({
  src,
  alt,
  sizes,
  priority = false,
  className = '',
}: {
  src: string | null | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!src) {
    return (
      <div aria-hidden="true" className={`flex h-full w-full items-center justify-center bg-black/5 text-ink/30 ${className}`}>
        <svg viewBox="0 0 24 24" className="h-1/3 w-1/3" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m3 17 5-4 4 3 3-2 6 4" />
        </svg>
      </div>
    );
  }
  const remote = /^https?:\/\//i.test(src);
  const { props } = getImageProps({
    src,
    alt,
    fill: true,
    sizes,
    priority,
    unoptimized: remote,
    className: `object-cover ${className}`,
  });
  if (priority) {
    // getImageProps leaves preloading to the caller: name the picture in <head> so the browser
    // fetches it (at high priority) before it has parsed the body or any script.
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  // A priority picture is timed (Element Timing): the framework's scripts start once it is on
  // screen (server/paint-first.mjs looks for this name).
  const timing = priority ? { elementtiming: 'hero' } : {};
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props
  return <img {...props} {...timing} alt={alt} fetchPriority={priority ? 'high' : undefined} decoding={priority ? 'sync' : 'async'} />;
}
