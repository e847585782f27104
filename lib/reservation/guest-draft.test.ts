import { describe, expect, it } from 'vitest';
import { memoryWebStorage } from '@/lib/local-storage.testing';
import { clearGuestDraft, emptyGuest, loadGuestDraft, saveGuestDraft } from './guest-draft';

const guest = { mobile: '09121234567', first_name: 'نگار', last_name: 'کریمی', nation_code: '۰۰۸۴۵۷۵۹۴۸' };

describe('the guest booking draft', () => {
  it('comes back as it was typed, and goes when cleared', () => {
    const storage = memoryWebStorage();
    saveGuestDraft(guest, storage);
    expect(loadGuestDraft(storage)).toEqual(guest);
    clearGuestDraft(storage);
    expect(loadGuestDraft(storage)).toEqual(emptyGuest);
  });

  it('is the empty form when nothing, something damaged or something else is stored', () => {
    expect(loadGuestDraft(memoryWebStorage())).toEqual(emptyGuest);
    expect(loadGuestDraft(memoryWebStorage({ 'booking-guest-draft': '{oops' }))).toEqual(emptyGuest);
    expect(loadGuestDraft(memoryWebStorage({ 'booking-guest-draft': JSON.stringify({ ...guest, mobile: 9121234567 }) }))).toEqual(emptyGuest);
    expect(loadGuestDraft(memoryWebStorage({ 'booking-guest-draft': JSON.stringify({ ...guest, last_name: 'x'.repeat(101) }) }))).toEqual(emptyGuest);
  });

  it('keeps only the form\'s fields', () => {
    const storage = memoryWebStorage({ 'booking-guest-draft': JSON.stringify({ ...guest, token: 'secret' }) });
    expect(loadGuestDraft(storage)).toEqual(guest);
  });

  it('works without storage (denied in some web views): nothing is kept', () => {
    saveGuestDraft(guest, null);
    expect(loadGuestDraft(null)).toEqual(emptyGuest);
  });
});
