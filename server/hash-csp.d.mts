import type { IncomingMessage, ServerResponse } from 'node:http';

export function withHashCsp(req: IncomingMessage, res: ServerResponse, options?: { rewrite?: (html: string, page: { status: number; path: string }) => string }): void;
