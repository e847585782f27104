import { Hono } from 'hono';
import type { Env } from '../context';
import { couponListRoutes } from './account/coupons';
import { giftCodeRoutes } from './account/gift-codes';
import { mediaRoutes } from './account/media';
import { qrLoginRoutes } from './account/qr-login';
import { ticketRoutes } from './account/support';
import { uploadRoutes } from './account/uploads';

export { supportRoutes } from './account/support';

/** The customer's account: gift codes, coupons, avatar and uploads, tickets, QR login; mounted at /api/v1. */
export const accountRoutes = new Hono<Env>();

accountRoutes.route('/', giftCodeRoutes);
accountRoutes.route('/', couponListRoutes);
accountRoutes.route('/', uploadRoutes);
accountRoutes.route('/', mediaRoutes);
accountRoutes.route('/', ticketRoutes);
accountRoutes.route('/', qrLoginRoutes);
