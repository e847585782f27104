import { msToTehranMidnight } from '@/lib/reservation/turn-start';

/** Coming back to the tab sooner than this after the last answer reads nothing again. */
export const FOCUS_REFRESH_MS = 10_000;

/**
 * When the booking calendar and a day's turns are read again, besides what changes them: on
 * coming back to the tab (places were taken meanwhile), at most once per FOCUS_REFRESH_MS however
 * often the tab is switched, and a second after Tehran's midnight, when yesterday has passed and
 * a new day opens. The midnight read is the query's own interval, so the observers of one query
 * share one fetch; a hidden tab skips it and reads on coming back.
 */
export const bookingRefresh = {
  refetchOnWindowFocus: (query: { state: { dataUpdatedAt: number } }) => Date.now() - query.state.dataUpdatedAt >= FOCUS_REFRESH_MS,
  refetchInterval: () => msToTehranMidnight(new Date()) + 1000,
};
