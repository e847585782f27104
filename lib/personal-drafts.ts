import { clearCodeStep } from '@/lib/account/code-step';
import { supportDraft } from '@/lib/account/support-draft';
import { guestDraft } from '@/lib/reservation/guest-draft';
import { commentDraft } from '@/lib/product/comment-draft';
import { tabStore, type KeyValueStorage } from '@/lib/local-storage';

/**
 * What this tab keeps of the person (a guest booking's name and national code, a support
 * request, a comment being written, a login's mobile): gone at a logout, so the next person at this device does not
 * find it filled in.
 */
export function clearPersonalDrafts(storage: KeyValueStorage | null = tabStore()): void {
  guestDraft.clear(storage);
  supportDraft.clear(storage);
  commentDraft.clear(storage);
  clearCodeStep(storage);
}
