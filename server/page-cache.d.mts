import type { IncomingMessage, ServerResponse, OutgoingHttpHeaders } from 'node:http';

export interface CacheEntry {
  statusCode: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  bytes: number;
  storedAt: number;
}

export function cacheKey(req: IncomingMessage): string | null;
export function isShareable(statusCode: number, headers: OutgoingHttpHeaders): boolean;
export function createPageCache(options?: { now?: () => number; maxAgeMs?: number; maxBytes?: number; leaderWaitMs?: number }): {
  handle(req: IncomingMessage, res: ServerResponse, key: string | null, next: () => unknown): unknown;
  get(key: string): CacheEntry | null;
  set(key: string, statusCode: number, headers: OutgoingHttpHeaders, body: Buffer): void;
  size(): number;
  bytes(): number;
};
