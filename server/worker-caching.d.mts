import type { IncomingMessage, ServerResponse } from 'node:http';

export function keepWorkerFresh(req: IncomingMessage, res: ServerResponse): void;
