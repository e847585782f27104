import { describe, expect, it } from 'vitest';
import { withinAge } from './saved-copies';

describe('a saved copy used when the server fails', () => {
  const DAY = 86_400;
  const now = Date.parse('2026-11-27T12:00:00Z');
  const served = (date: string | null) => new Response('page', { headers: date ? { date } : {} });

  it('is used within its keeping time, by the Date it was served with', () => {
    expect(withinAge(served('Fri, 27 Nov 2026 08:00:00 GMT'), 7 * DAY, now)).toBe(true);
    expect(withinAge(served('Sat, 21 Nov 2026 12:00:00 GMT'), 7 * DAY, now)).toBe(true);
  });

  it('is not used past it, as the cache itself would not', () => {
    expect(withinAge(served('Tue, 27 Oct 2026 12:00:00 GMT'), 7 * DAY, now)).toBe(false);
  });

  it('is used when it carries no readable Date', () => {
    expect(withinAge(served(null), 7 * DAY, now)).toBe(true);
    expect(withinAge(served('yesterday'), 7 * DAY, now)).toBe(true);
  });
});
