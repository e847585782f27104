import { formDraft } from '@/lib/form-draft';
import type { GuestBooker } from './payload';

/**
 * What a guest typed into the booking form (form-draft.ts): their name and national code survive
 * a reload or a trip to the login page and back; dropped once the booking is made.
 */
// A cap on what is read back: a name, a mobile or a national code is far shorter.
export const guestDraft = formDraft<keyof GuestBooker>('booking-guest-draft', ['mobile', 'first_name', 'last_name', 'nation_code'], 100);
