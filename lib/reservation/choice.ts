import type { DayTurn } from '@/lib/api/reservations';
import type { EcoDate, ReservedItem } from '@/stores/slices/reservations';

/** The most places one booking takes. */
const MAX_PLACES = 10;

/** What the day's turns, as last read, make of the chosen turn and its count of places. */
export type ChoiceCheck =
  /** The turn is not among the turns read, and its day's turns are not read yet: nothing to say. */
  | { kind: 'unknown' }
  | { kind: 'keep'; max: number }
  /** Started, full, or gone from its day's turns (the day closed, the turn removed): it cannot be booked any more. */
  | { kind: 'drop' }
  /** Fewer places are left than were chosen. */
  | { kind: 'clamp'; max: number };

/** `readDay`: the Jalali day (YYYY-MM-DD) whose turns `turns` are, once read; null before. */
export function checkChoice(item: ReservedItem, turns: DayTurn[], readDay: string | null): ChoiceCheck {
  const time = item.times[0];
  const turn = time && turns.find((t) => t.reserve_time_id === time.reserve_time_id && t.date === time.date);
  if (!turn) return { kind: time && readDay === time.date ? 'drop' : 'unknown' };
  if (!turn.bookable || turn.remain <= 0) return { kind: 'drop' };
  // The product's limit is the most one order may take (the server refuses more).
  const max = Math.min(MAX_PLACES, turn.remain, turn.limit ?? MAX_PLACES);
  return { kind: item.count > max ? 'clamp' : 'keep', max };
}

/** The day a stored choice of this product was made for (Gregorian), to show it again after a reload. */
export function storedChoiceDay(item: ReservedItem | undefined, ecoDate: EcoDate | null, productId: number): string | null {
  const time = item?.id === productId ? item.times[0] : undefined;
  return time && ecoDate?.jdate === time.date ? ecoDate.mdate : null;
}
