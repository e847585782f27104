import { Hono } from 'hono';
import type { Env } from '../../context';
import { bookingRoutes } from './bookings';
import { calendarRoutes } from './calendar';
import { nationCheckRoutes } from './nationcheck';
import { ownerRoutes } from './owners';

/** Reservation calendars and turns, bookings, product owners and the national-code check (spec §7). */
export const reservationRoutes = new Hono<Env>();
reservationRoutes.route('/', calendarRoutes);
reservationRoutes.route('/', bookingRoutes);
reservationRoutes.route('/', nationCheckRoutes);
reservationRoutes.route('/', ownerRoutes);
