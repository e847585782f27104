import type { Server } from 'node:http';
/** Prepares `server` for a graceful stop: `drain` lets requests in flight finish (up to `drainMs`) and closes kept-alive connections. */
export function gracefulStop(server: Server): { drain(drainMs: number): Promise<'drained' | 'timed out'> };
