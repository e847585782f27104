import { serve } from '@hono/node-server';
import { bootBackend, bootOptionsFromEnv } from './boot';

/** Standalone mode: `npm run backend` serves the same API on its own port. */
const port = Number(process.env.BACKEND_PORT ?? 4000);
const started = Date.now();
const backend = await bootBackend(bootOptionsFromEnv());
serve({ fetch: backend.fetch, port }, () => {
  console.info(`[shop-backend] listening on http://localhost:${port} (ready in ${Date.now() - started} ms)`);
});
