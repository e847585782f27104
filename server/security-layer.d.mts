import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean;
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string;
export function guardRequest(req: IncomingMessage, res: ServerResponse, options?: { trustProxy?: boolean }): boolean;
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void;
