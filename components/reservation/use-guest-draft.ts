'use client';

import { useState } from 'react';
import { loadGuestDraft, saveGuestDraft } from '@/lib/reservation/guest-draft';
import type { GuestBooker } from '@/lib/reservation/payload';

/** The guest's booking details as typed, kept for the tab across a reload or a trip to login. */
export function useGuestDraft(): [GuestBooker, (guest: GuestBooker) => void] {
  const [guest, setGuest] = useState(loadGuestDraft);
  const update = (next: GuestBooker) => {
    setGuest(next);
    saveGuestDraft(next);
  };
  return [guest, update];
}
