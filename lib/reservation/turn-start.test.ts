import { describe, expect, it } from 'vitest';
import { msToTehranMidnight, nextTurnStart } from './turn-start';

const turn = (start_time: string, past = false, gregorian_date = '2026-12-01') => ({ gregorian_date, start_time, past });
// 1 Dec 2026, 11:59:30 in Tehran (UTC+3:30).
const now = new Date('2026-12-01T08:29:30Z');

describe('nextTurnStart', () => {
  it('is the earliest of today\'s turns that has not started, on Tehran\'s clock', () => {
    expect(nextTurnStart([turn('18:00'), turn('12:00'), turn('14:00')], now)).toBe(Date.parse('2026-12-01T08:30:00Z'));
  });

  it('skips turns already started or marked past, and other days\' turns', () => {
    expect(nextTurnStart([turn('09:00'), turn('11:59'), turn('12:00', true), turn('13:00', false, '2026-12-02'), turn('14:00')], now)).toBe(
      Date.parse('2026-12-01T10:30:00Z'),
    );
  });

  it('is null when no turn of today is left', () => {
    expect(nextTurnStart([turn('09:00'), turn('10:00', false, '2026-12-02')], now)).toBeNull();
    expect(nextTurnStart([], now)).toBeNull();
  });

  it('takes Tehran\'s date, not the device\'s UTC one, just after midnight in Tehran', () => {
    // 2 Dec 00:10 in Tehran is still 1 Dec in UTC.
    expect(nextTurnStart([turn('09:00', false, '2026-12-02')], new Date('2026-12-01T20:40:00Z'))).toBe(Date.parse('2026-12-02T05:30:00Z'));
  });
});

describe('msToTehranMidnight', () => {
  it("counts to midnight on Tehran's clock (20:30 UTC), not the device's", () => {
    expect(msToTehranMidnight(new Date('2026-12-01T20:29:00Z'))).toBe(60_000);
    expect(msToTehranMidnight(new Date('2026-12-01T20:30:00Z'))).toBe(24 * 60 * 60_000);
    expect(msToTehranMidnight(now)).toBe(Date.parse('2026-12-01T20:30:00Z') - now.getTime());
  });
});
