import 'server-only';
import { NextRequest } from 'next/server';
import { gateway } from '@/lib/api/gateway';
import { apiPathFrom } from '@/lib/session/allowlist';
import { mayChangeProduct } from '@/lib/session/write-revalidation';
import { DIRECT_GATEWAY_KEY } from '@/lib/api/gateway-constants.mjs';


export interface DirectGateway {
  /** Whether the server layer may answer this call itself, decided before its body is read. */
  handles(method: string, pathname: string): boolean;
  serve(request: Request): Promise<Response>;
}

/**
 * The gateway as plain functions for the server layer, which answers API calls with it before
 * Next's router: Next's route machinery costs more than the whole trip through the embedded
 * backend and its database (bench/README.md). A write that revalidates a cached page stays
 * with Next: revalidateTag needs Next's request context.
 */
export const directGateway: DirectGateway = {
  handles(method, pathname) {
    const path = apiPathFrom(pathname);
    // A path the gateway cannot read gets its JSON 404 here: Next would first resolve dot
    // segments (`/api/v1/%2e%2e` is `/api/`) and answer with its HTML page.
    return path === null || !mayChangeProduct(method, path);
  },
  serve: (request) => gateway(new NextRequest(request)),
};

/** Makes directGateway reachable from the server layer of this process (instrumentation.ts). */
export function registerDirectGateway(): void {
  (globalThis as { [DIRECT_GATEWAY_KEY]?: DirectGateway })[DIRECT_GATEWAY_KEY] = directGateway;
}
