import { bootBackend, bootOptionsFromEnv, type Backend } from './boot';

const KEY = Symbol.for('shop.embeddedBackend');
type Holder = { [KEY]?: Promise<Backend> };

/**
 * The one in-process backend of this Node process. Next bundles route handlers, the
 * instrumentation hook and pages separately, so the instance lives on globalThis: two
 * PGlite instances on one data folder would corrupt it.
 */
export function getEmbeddedBackend(): Promise<Backend> {
  const holder = globalThis as Holder;
  holder[KEY] ??= bootBackend(bootOptionsFromEnv()).catch((err) => {
    delete holder[KEY];
    throw err;
  });
  return holder[KEY];
}

/**
 * Boots the backend with the server (instrumentation.ts), or stops the process when it cannot:
 * Next would only log the failure and then answer every request with a 500, while a process
 * that stops is one a supervisor restarts.
 */
export async function startEmbeddedBackend(): Promise<void> {
  const started = Date.now();
  try {
    const backend = await getEmbeddedBackend();
    // For server/server.mjs's shutdown, after the last request in flight.
    (globalThis as Record<symbol, unknown>)[Symbol.for('shop.closeBackend')] = () => backend.db.close();
  } catch (err) {
    console.error(`[shop] the embedded backend could not start: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
  console.info(`[shop] embedded backend ready in ${Date.now() - started} ms`);
}
