import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * maplibre-gl's worker, served from this origin so the CSP can keep worker-src 'self' (no blob:
 * workers). The map picker points maplibre here (workerUrl); the file is read once per process.
 */
let worker: Promise<Buffer> | undefined;

export async function GET() {
  worker ??= readFile(join(process.cwd(), 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs'));
  return new Response(new Uint8Array(await worker), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      // A day: a new maplibre-gl version reaches browsers within one after a deployment.
      'cache-control': 'public, max-age=86400',
    },
  });
}
