import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSeoProduct } from '@/lib/api/catalog-server';
import { wholeNumber } from '@/lib/route-params';
import { productPath } from '@/lib/seo/urls';
import { siteUrl } from '@/lib/site-url';
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';
import { ProductView } from '@/components/product/ProductView';

/**
 * /product/{id}, also /product/{id}/{slug}: one page, one canonical URL (/product/{id}).
 * Rendered on first request, then served from the cache to everyone (crawlers included) and
 * regenerated every 5 minutes or when its tags (product:<id>, category:<id>, home) are
 * revalidated. Nothing personal is rendered here: the heart, the buying area and the comment
 * form fill in on the client.
 */
export const revalidate = 300;
export const dynamicParams = true;

export async function generateStaticParams(): Promise<{ id: string; slug?: string[] }[]> {
  return [];
}

interface Props {
  params: Promise<{ id: string; slug?: string[] }>;
}

/** The product the URL names, or null (a malformed id, an unknown one, a path too deep). */
async function load(params: Props['params']) {
  const { id: raw, slug } = await params;
  const id = wholeNumber(raw);
  if (id === null || (slug && slug.length > 1)) return null;
  return getSeoProduct(id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await load(params);
  if (!p) return NOT_FOUND_METADATA;
  const url = productPath(p.id);
  const images = p.image ? [{ url: p.image, alt: p.name }] : undefined;
  return {
    title: { absolute: p.meta_title || p.name },
    description: p.meta_description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title: p.meta_title || p.name,
      description: p.meta_description,
      siteName: p.shop_name || undefined,
      locale: 'fa_IR',
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: p.meta_title || p.name,
      description: p.meta_description,
      images: p.image ? [p.image] : undefined,
    },
  };
}

export default async function ProductPage({ params }: Props) {
  const product = await load(params);
  if (!product) notFound();
  return <ProductView product={product} origin={siteUrl()} />;
}
