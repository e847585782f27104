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
