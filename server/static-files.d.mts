import type { IncomingMessage, ServerResponse } from 'node:http';
/** A request handler for `distDir`'s precompressed static files: true when it answered. */
export function createStaticFiles(distDir: string): (req: IncomingMessage, res: ServerResponse) => boolean;
