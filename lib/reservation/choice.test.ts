import { describe, expect, it } from 'vitest';
import { dayTurn } from './test-fixtures';
import { reserveTimeOf } from './payload';
import { checkChoice, storedChoiceDay } from './choice';

const turn = { ...dayTurn(41, 9), capacity: 8, remain: 5 };
const item = (count: number) => ({ id: 9, count, times: [reserveTimeOf(turn, '09121234567')] });

describe('checkChoice', () => {
  it('keeps a choice the turns still offer, with the places left (at most 10) as the maximum', () => {
    expect(checkChoice(item(3), [turn], null)).toEqual({ kind: 'keep', max: 5 });
    expect(checkChoice(item(3), [{ ...turn, remain: 40, capacity: 40 }], null)).toMatchObject({ kind: 'keep', max: 10 });
  });

  it("offers no more places than the product's limit", () => {
    expect(checkChoice(item(2), [{ ...turn, limit: 3 }], null)).toEqual({ kind: 'keep', max: 3 });
    expect(checkChoice(item(4), [{ ...turn, limit: 3 }], null)).toEqual({ kind: 'clamp', max: 3 });
  });

  it('lowers the count when fewer places are left than were chosen', () => {
    expect(checkChoice(item(4), [{ ...turn, remain: 2 }], null)).toEqual({ kind: 'clamp', max: 2 });
  });

  it('drops a turn that has started or filled', () => {
    expect(checkChoice(item(1), [{ ...turn, past: true, bookable: false }], null)).toEqual({ kind: 'drop' });
    expect(checkChoice(item(1), [{ ...turn, remain: 0, bookable: false }], null)).toEqual({ kind: 'drop' });
  });

  it("drops a turn gone from its day's turns once they are read (the day closed, the turn removed)", () => {
    expect(checkChoice(item(1), [], turn.date)).toEqual({ kind: 'drop' });
    expect(checkChoice(item(1), [{ ...dayTurn(42, 9), date: turn.date }], turn.date)).toEqual({ kind: 'drop' });
    // Turns read for another day say nothing of this one.
    expect(checkChoice(item(1), [], '1405-09-11')).toEqual({ kind: 'unknown' });
  });

  it('says nothing while the chosen turn is not among the turns read (the same turn on another day neither)', () => {
    expect(checkChoice(item(1), [], null)).toEqual({ kind: 'unknown' });
    expect(checkChoice(item(1), [{ ...turn, date: '1405-09-11', remain: 0, bookable: false }], null)).toEqual({ kind: 'unknown' });
  });
});

describe('storedChoiceDay', () => {
  const eco = { mdate: '2026-12-01', jdate: '1405-09-10', created_at: '2026-11-20T10:00:00.000Z', time: '18:00' };

  it('is the Gregorian day of this product\'s stored choice', () => {
    expect(storedChoiceDay(item(1), eco, 9)).toBe('2026-12-01');
  });

  it('is null for another product, no choice, or an eco date of another day', () => {
    expect(storedChoiceDay(item(1), eco, 10)).toBeNull();
    expect(storedChoiceDay(undefined, eco, 9)).toBeNull();
    expect(storedChoiceDay(item(1), { ...eco, jdate: '1405-09-11' }, 9)).toBeNull();
    expect(storedChoiceDay(item(1), null, 9)).toBeNull();
  });
});
