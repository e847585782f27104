import type { IncomingMessage, ServerResponse } from 'node:http';

export function withHashCsp(req: IncomingMessage, res: ServerResponse, options?: { rewrite?: (html: string) => string }): void;
