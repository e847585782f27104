import type { IncomingHttpHeaders } from 'node:http';
export function weakEtag(tag: string): string;
export function notModified(requestHeaders: IncomingHttpHeaders, tag: string | undefined): boolean;
