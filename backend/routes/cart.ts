import { Hono } from 'hono';
import type { Env } from '../context';
import { requireAuth, requireOwnCustomer } from '../auth/middleware';
import { cartLineRoutes } from './cart/lines';
import { cartUpdateRoutes } from './cart/update';
import { orderPriceRoutes } from './cart/price';
import { couponCheckRoutes } from './cart/coupon-check';

/** Cart and order-price routes, mounted at /api/v1. */
export const cartRoutes = new Hono<Env>();

// A customer's own cart only: guests 401, another customer's cart 403.
cartRoutes.use('/app/customer/:id/cart', requireAuth, requireOwnCustomer);
cartRoutes.use('/app/customer/:id/cart/*', requireAuth, requireOwnCustomer);

cartRoutes.route('/', cartLineRoutes);
cartRoutes.route('/', cartUpdateRoutes);
cartRoutes.route('/', orderPriceRoutes);
cartRoutes.route('/', couponCheckRoutes);
