import type { DayTurn } from '@/lib/api/reservations';

// Turns start on Tehran's clock, whatever the device's own zone.
const TEHRAN_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Tehran's Gregorian date (YYYY-MM-DD) at `now` and the milliseconds since its midnight. */
function tehranToday(now: Date): { date: string; sinceMidnight: number } {
  const part = Object.fromEntries(TEHRAN_CLOCK.formatToParts(now).map((p) => [p.type, p.value]));
  const seconds = Number(part.hour) * 3600 + Number(part.minute) * 60 + Number(part.second);
  return { date: `${part.year}-${part.month}-${part.day}`, sinceMidnight: seconds * 1000 + now.getMilliseconds() };
}

/**
 * The instant (epoch ms) the earliest of today's turns that has not started yet starts, or null
 * when no such turn is left today. At that moment the turn stops being bookable, so a list read
 * before it is stale.
 */
export function nextTurnStart(turns: Pick<DayTurn, 'gregorian_date' | 'start_time' | 'past'>[], now: Date): number | null {
  const today = tehranToday(now);
  const waits = turns
    .filter((t) => !t.past && t.gregorian_date === today.date)
    .map((t) => {
      const [hours, minutes] = t.start_time.split(':').map(Number);
      return (hours * 60 + minutes) * 60_000 - today.sinceMidnight;
    })
    .filter((wait) => wait > 0);
  return waits.length ? now.getTime() + Math.min(...waits) : null;
}

const DAY_MS = 24 * 60 * 60_000;

/** Milliseconds from `now` to Tehran's next midnight, when a new day of turns opens (Iran keeps no summer time). */
export function msToTehranMidnight(now: Date): number {
  return DAY_MS - tehranToday(now).sinceMidnight;
}
