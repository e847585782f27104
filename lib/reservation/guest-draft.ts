import { readLocalObject, removeLocal, tabStore, writeLocal, type KeyValueStorage } from '@/lib/local-storage';
import type { GuestBooker } from './payload';

/**
 * What a guest typed into the booking form, kept for the tab (sessionStorage): a reload, or a
 * trip to the login page and back, must not make them type their name and national code again.
 * Per tab and gone with it; dropped once the booking is made.
 */

const KEY = 'booking-guest-draft';
const FIELDS = ['mobile', 'first_name', 'last_name', 'nation_code'] as const;
// A cap on what is read back: a name, a mobile or a national code is far shorter.
const MAX_LENGTH = 100;

export const emptyGuest: GuestBooker = { mobile: '', first_name: '', last_name: '', nation_code: '' };

export function saveGuestDraft(guest: GuestBooker, storage: KeyValueStorage | null = tabStore()): void {
  writeLocal(KEY, JSON.stringify(guest), storage);
}

export function clearGuestDraft(storage: KeyValueStorage | null = tabStore()): void {
  removeLocal(KEY, storage);
}

/** The kept draft, or the empty form when there is none or it is not one of ours. */
export function loadGuestDraft(storage: KeyValueStorage | null = tabStore()): GuestBooker {
  const draft = readLocalObject(KEY, storage);
  if (!draft) return emptyGuest;
  const valid = FIELDS.every((f) => typeof draft[f] === 'string' && (draft[f] as string).length <= MAX_LENGTH);
  return valid ? (Object.fromEntries(FIELDS.map((f) => [f, draft[f]])) as unknown as GuestBooker) : emptyGuest;
}
