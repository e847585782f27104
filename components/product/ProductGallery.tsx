import { CatalogImage } from '@/components/catalog/CatalogImage';

/** The product's pictures: the first large (loaded first), the rest beneath it. No JavaScript. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [main, ...rest] = images;
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square w-full overflow-hidden rounded-2xl bg-black/5">
        <CatalogImage src={main} alt={name} sizes="(min-width: 768px) 560px, 100vw" priority />
      </div>
      {rest.length > 0 && (
        <ul className="grid grid-cols-4 gap-2" aria-label={`تصاویر دیگر ${name}`}>
          {rest.map((src, i) => (
            <li key={src} className="relative aspect-square overflow-hidden rounded-xl bg-black/5">
              <CatalogImage src={src} alt={`${name} – تصویر ${i + 2}`} sizes="(min-width: 768px) 140px, 25vw" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
