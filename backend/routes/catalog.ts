import { Hono } from 'hono';
import type { Env } from '../context';

/** Catalogue routes, mounted at /api/v1 (home, categories, products, search, comments, stories…). */
export const catalogRoutes = new Hono<Env>();
