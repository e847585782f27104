import type { Metadata } from 'next';

/**
 * The head of the not-found page (app/not-found.tsx), and of a page whose id names nothing: its
 * generateMetadata returns this and leaves the 404 to the page's own notFound(). Thrown from
 * generateMetadata, the not-found page came without a title of its own (the shop's name alone).
 */
export const NOT_FOUND_METADATA: Metadata = { title: 'صفحه پیدا نشد' };
