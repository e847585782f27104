import type { ServerResponse } from 'node:http';
/** Runs `serve` with a per-request state; a 500 after a failed shop API call goes out as 503 with Retry-After. */
export function withUnavailableStatus<T>(res: ServerResponse, serve: () => T): T;
