import { Hono } from 'hono';
import type { Env } from '../context';

/** Cart and order-price routes, mounted at /api/v1. */
export const cartRoutes = new Hono<Env>();
