import { gateway } from '@/lib/api/gateway';

/** The API gateway (lib/api/gateway.ts) as Next's route for /api/* (and /api itself: its 404 envelope). */
export const dynamic = 'force-dynamic';

export const GET = gateway;
export const POST = gateway;
export const PUT = gateway;
export const PATCH = gateway;
export const DELETE = gateway;
