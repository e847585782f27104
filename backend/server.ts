import { serve } from '@hono/node-server';
import { bootBackend, bootOptionsFromEnv } from './boot';

/** Standalone mode: `npm run backend` serves the same API on its own port. */
const port = Number(process.env.BACKEND_PORT ?? 4000);
// Loopback unless told otherwise: the API believes the client address the gateway reports
// (X-Forwarded-For) for its per-address limits, so only the gateway may reach it.
const hostname = process.env.BACKEND_HOSTNAME || '127.0.0.1';
const started = Date.now();
const backend = await bootBackend(bootOptionsFromEnv());
serve({ fetch: backend.fetch, port, hostname }, () => {
  console.info(`[shop-backend] listening on http://${hostname}:${port} (ready in ${Date.now() - started} ms)`);
});
