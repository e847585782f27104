import { describe, expect, it } from 'vitest';
import { metaDescription } from './description';

describe('meta description', () => {
  it('keeps a short text as one line', () => {
    expect(metaDescription('  قهوه‌های تخصصی،\n چای و دمنوش ')).toBe('قهوه‌های تخصصی، چای و دمنوش');
  });

  it('cuts a long text after a whole word, within 160 characters', () => {
    const text = 'کیک‌های روز و دسرهای سرد '.repeat(12);
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text[cut.length - 1]).toBe(' ');
  });

  it('cuts a text with no space in it at the limit', () => {
    expect(metaDescription('ب'.repeat(300))).toBe(`${'ب'.repeat(159)}…`);
  });
});
