import { clearCodeStep } from '@/lib/account/code-step';
import { supportDraft } from '@/lib/account/support-draft';
import { guestDraft } from '@/lib/reservation/guest-draft';
import { tabStore, type KeyValueStorage } from '@/lib/local-storage';

/**
 * What this tab keeps of the person (a guest booking's name and national code, a support
 * request, a login's mobile): gone at a logout, so the next person at this device does not
 * find it filled in.
 */
export function clearPersonalDrafts(storage: KeyValueStorage | null = tabStore()): void {
  guestDraft.clear(storage);
  supportDraft.clear(storage);
  clearCodeStep(storage);
}
