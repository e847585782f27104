import { Hono } from 'hono';
import type { Env } from '../context';
import { addressRoutes } from './checkout/addresses';
import { locationRoutes } from './checkout/location';
import { orderRoutes } from './checkout/orders';
import { submitRoutes } from './checkout/submit';
import { paymentRoutes } from '../payments/routes';

/** Addresses, delivery zones, order submission, orders and payments, mounted at /api/v1. */
export const checkoutRoutes = new Hono<Env>();

checkoutRoutes.route('/', addressRoutes);
checkoutRoutes.route('/', locationRoutes);
checkoutRoutes.route('/', submitRoutes);
checkoutRoutes.route('/', orderRoutes);
checkoutRoutes.route('/', paymentRoutes);
