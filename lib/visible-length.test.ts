import { describe, expect, it } from 'vitest';
import { visibleLength } from './visible-length';

describe('visible length', () => {
  it('counts characters, not UTF-16 units, and no invisible marks', () => {
    expect(visibleLength('عالی')).toBe(4);
    expect(visibleLength('👍')).toBe(1);
    expect(visibleLength('\u200c\u200c ')).toBe(0);
    expect(visibleLength(' می‌خواهم ')).toBe(7);
  });
});
