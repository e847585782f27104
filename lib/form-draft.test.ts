import { describe, expect, it } from 'vitest';
import { memoryWebStorage } from '@/lib/local-storage.testing';
import { guestDraft } from './reservation/guest-draft';
import { supportDraft } from './account/support-draft';
import { clearPersonalDrafts } from './personal-drafts';
import { commentDraft, draftStar } from './product/comment-draft';

const guest = { mobile: '09121234567', first_name: 'نگار', last_name: 'کریمی', nation_code: '۰۰۸۴۵۷۵۹۴۸' };

describe('a tab draft (the guest booking form\'s)', () => {
  it('comes back as it was typed, and goes when cleared', () => {
    const storage = memoryWebStorage();
    guestDraft.save(guest, storage);
    expect(guestDraft.load(storage)).toEqual(guest);
    guestDraft.clear(storage);
    expect(guestDraft.load(storage)).toEqual(guestDraft.empty);
  });

  it('is the empty form when nothing, something damaged or something else is stored', () => {
    expect(guestDraft.load(memoryWebStorage())).toEqual({ mobile: '', first_name: '', last_name: '', nation_code: '' });
    expect(guestDraft.load(memoryWebStorage({ 'booking-guest-draft': '{oops' }))).toEqual(guestDraft.empty);
    expect(guestDraft.load(memoryWebStorage({ 'booking-guest-draft': JSON.stringify({ ...guest, mobile: 9121234567 }) }))).toEqual(guestDraft.empty);
    expect(guestDraft.load(memoryWebStorage({ 'booking-guest-draft': JSON.stringify({ ...guest, last_name: 'x'.repeat(101) }) }))).toEqual(guestDraft.empty);
  });

  it("keeps only the form's fields", () => {
    const storage = memoryWebStorage({ 'booking-guest-draft': JSON.stringify({ ...guest, token: 'secret' }) });
    expect(guestDraft.load(storage)).toEqual(guest);
  });

  it('works without storage (denied in some web views): nothing is kept', () => {
    guestDraft.save(guest, null);
    expect(guestDraft.load(null)).toEqual(guestDraft.empty);
  });

  it("keeps a support description up to the form's 2,000 characters", () => {
    const storage = memoryWebStorage();
    const draft = { name: 'رضا', mobile: '۰۹۱۲۱۲۳۴۵۶۷', description: 'ب'.repeat(2000) };
    supportDraft.save(draft, storage);
    expect(supportDraft.load(storage)).toEqual(draft);
  });

  it('goes with the person at a logout: every draft that names them', () => {
    const storage = memoryWebStorage();
    guestDraft.save(guest, storage);
    supportDraft.save({ name: 'رضا', mobile: '09121234567', description: 'سلام' }, storage);
    commentDraft.save({ product: '3', star: '4', text: 'عالی بود' }, storage);
    storage.setItem('unrelated', 'kept');
    clearPersonalDrafts(storage);
    expect(guestDraft.load(storage)).toEqual(guestDraft.empty);
    expect(supportDraft.load(storage)).toEqual(supportDraft.empty);
    expect(commentDraft.load(storage)).toEqual(commentDraft.empty);
    expect(storage.getItem('unrelated')).toBe('kept');
  });

  it("keeps a comment's star only when it is one", () => {
    expect(draftStar('4', 1)).toBe(4);
    for (const bad of ['', '0', '6', '4.5', ' 4', 'x']) expect(draftStar(bad, 1)).toBe(1);
  });
});
