import { formDraft } from '@/lib/form-draft';

/** The longest comment the composer takes (the API's own limit). */
export const COMMENT_MAX = 1000;

/**
 * A comment being written (form-draft.ts): a reload, or a notification's tap that moves this tab,
 * does not lose it. One for the tab, with the product it is about; another product's page starts
 * empty and leaves it kept.
 */
export const commentDraft = formDraft('comment-draft', ['product', 'star', 'text'], COMMENT_MAX);

/** The draft's star if it is one (1–5), else `fallback`. */
export function draftStar(raw: string, fallback: number): number {
  return /^[1-5]$/.test(raw) ? Number(raw) : fallback;
}
