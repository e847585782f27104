'use client';

import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartClient, reservationsClient } from '@/lib/api/browser';
import type { OrderPriceRequest } from '@/lib/api/cart';
import type { DayTurn } from '@/lib/api/reservations';
import { creditGap } from '@/lib/checkout/credit-gap';
import { reservationPriceRequest } from '@/lib/reservation/payload';
import { nextTurnStart } from '@/lib/reservation/turn-start';
import { rootStore } from '@/stores';
import type { ReservedItem } from '@/stores/slices/reservations';
import { bookingRefresh } from './booking-refresh';
import { reservationKeys } from '@/lib/query-keys';


/** Re-reads a product's turns and calendars: places were taken or freed, or a turn started. */
export function invalidateTurns(client: QueryClient, productId: number) {
  void client.invalidateQueries({ queryKey: reservationKeys.turns(productId) });
  void client.invalidateQueries({ queryKey: reservationKeys.calendars(productId) });
}

/** One empty list, so a day without data yet keeps the same turns between renders. */
const NO_TURNS: DayTurn[] = [];

/** A product's calendar month: per day the turns and the places left; re-read as bookingRefresh says. */
export function useReservationCalendar(productId: number, year: number, month: number) {
  return useQuery({
    queryKey: reservationKeys.calendar(productId, year, month),
    queryFn: async () => (await reservationsClient.calendar(productId, { year, month })).data.months[0],
    ...bookingRefresh,
  });
}

/**
 * Iran's official holidays of a Jalali year, appended to the store's list (spec section 4) once
 * per year and session; the calendar marks days from that list. `note`: the server's message on
 * the year (its official calendar not published yet, or its lunar holidays still to come), so
 * the calendar does not pass an incomplete year off as complete; '' when none.
 */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: reservationKeys.holidays(year),
    queryFn: async () => {
      const answer = await reservationsClient.holidays(year);
      rootStore.getState().addHolidays(answer.data.map(({ date, title }) => ({ date, title })));
      return { note: answer.msg?.trim() ?? '' };
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/**
 * The turns of a day (Gregorian date), from this day's own query: an answer for a day no longer
 * chosen lands under that day's key and is never shown for another, and nothing is kept across
 * reloads. Always re-read: capacity changes all the time. `failed` whenever the last read failed
 * (turns read before stay listed), so a retry is always offered. When one of today's turns starts
 * while the page is open, the turns and calendars are read again (a timer to that moment), so a
 * started turn is no longer offered; also on coming back to the tab and after Tehran's midnight
 * (bookingRefresh).
 */
export function useDayTurns(productId: number, date: string | null, weekday: string, mobile: string | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: reservationKeys.dayTurns(productId, date ?? ''),
    queryFn: async (): Promise<DayTurn[]> => (await reservationsClient.turns(productId, { date: date!, day: weekday, ...(mobile ? { mobile } : {}) })).data,
    enabled: date !== null,
    staleTime: 0,
    ...bookingRefresh,
  });
  const turns = query.data ?? NO_TURNS;
  const nextStart = nextTurnStart(turns, new Date());
  useEffect(() => {
    if (nextStart === null) return;
    // A second past the start, so the server, too, counts the turn as started.
    const timer = setTimeout(() => invalidateTurns(client, productId), nextStart - Date.now() + 1000);
    return () => clearTimeout(timer);
  }, [client, productId, nextStart]);
  return {
    turns,
    pending: query.isFetching,
    /** This day's turns have been read (a re-read keeps them meanwhile). */
    read: query.data !== undefined,
    failed: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
  };
}

/** The logged-in customer's bookings by their mobile. */
export function usePrevTurns(mobile: string | null) {
  return useQuery({
    queryKey: reservationKeys.prevTurns(mobile ?? ''),
    queryFn: async () => (await reservationsClient.prevTurns(mobile!)).data.results,
    enabled: mobile !== null,
  });
}

/**
 * The reservation price (POST order/price/ with the reservation payload), kept in the store
 * with step 2, and the credit gap |credit − price| saved as the amount to pay (spec section 9).
 */
export function useReservationPrice(item: ReservedItem | null, mobile: string | null) {
  const request = item ? reservationPriceRequest(item, mobile) : null;
  return useQuery({
    queryKey: reservationKeys.price(JSON.stringify(request)),
    queryFn: async () => {
      // times are the reservation's own field; the cart client's request type names goods lines only.
      const data = (await cartClient.price(request as unknown as OrderPriceRequest)).data;
      const store = rootStore.getState();
      store.setReservationPrice({ price: data.invoice.price, customer_credit: data.customer_credit });
      store.setReservationStep(2);
      store.setCreditGap(creditGap(data.customer_credit, data.invoice.price));
      return data;
    },
    enabled: request !== null,
    staleTime: 0,
  });
}
