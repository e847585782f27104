import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getOwner } from '@/lib/api/owners-server';
import { wholeNumber } from '@/lib/route-params';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { OwnerProfile } from '@/components/owners/OwnerProfile';
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';
import { metaDescription } from '@/lib/seo/description';

/** An owner and their reservable products; public and cached like the catalogue. */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

interface Props {
  params: Promise<{ id: string }>;
}

/** The owner the URL names, or null. */
async function load(params: Props['params']) {
  const { id } = await params;
  const n = wholeNumber(id);
  return n === null ? null : getOwner(n);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const owner = await load(params);
  if (!owner) return NOT_FOUND_METADATA;
  return {
    title: `${owner.name} · ${owner.title}`,
    description: metaDescription(owner.description || `${owner.name}، ${owner.title}`),
    alternates: { canonical: `/owners/${owner.id}` },
  };
}

export default async function OwnerPage({ params }: Props) {
  const owner = await load(params);
  if (!owner) notFound();
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'خانه', href: '/' },
          { name: 'ارائه‌دهندگان', href: '/owners' },
          { name: owner.name, href: `/owners/${owner.id}` },
        ]}
      />
      <OwnerProfile owner={owner} />
    </>
  );
}
