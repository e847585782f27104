import type { IncomingMessage, ServerResponse } from 'node:http';
/** Wraps `res` so that what the handler writes goes out compressed (brotli or gzip) when the client takes it. */
export function compressAnswers(req: IncomingMessage, res: ServerResponse): void;
