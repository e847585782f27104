/// <reference lib="webworker" />
/**
 * The service worker (Serwist), bundled by app/serwist/[path]/route.ts at build time.
 * Offline: public pages (network first, the last copy when the network is slow or gone or the
 * server fails: sw/saved-copies.ts), Next's hashed files and images from the cache, and a
 * Persian offline page for everything else.
 * Never cached: the API gateway (cart, profile, orders, checkout: anything with a session) and
 * personal pages. A new version waits until the customer accepts the update toast.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry } from 'serwist';
import { requestKind, routerPageDocument, shellAssets, type RequestKind } from './routes';
import { listenForPush } from './push';
import { OFFLINE_PATH, SAVED_COPY, SKIP_WAITING } from './protocol';
import { savedCopyPlugin, wasSavedCopy, withinAge } from './saved-copies';

declare global {
  interface WorkerGlobalScope {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
// A slow phone network falls back to the saved page after this long.
const PAGE_TIMEOUT_SECONDS = 4;

const staticFiles = new CacheFirst({
  cacheName: 'static-files',
  plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
});
const images = new CacheFirst({
  cacheName: 'images',
  plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true })],
});
const PAGE_MAX_AGE_SECONDS = 7 * DAY;
// Saved pages are of one build: an older build's page names script files the static cache lets go
// after a few deploys, and the server no longer has, so it would never run (not even its notice).
// The offline page's precache revision changes with every build whose code changed.
const PAGES_PREFIX = 'pages-';
const PAGES_CACHE = `${PAGES_PREFIX}${buildRevision(self.__SW_MANIFEST)}`;
// Declared before the Serwist instance it needs only when a page fails.
const whenServerFails = savedCopyPlugin(PAGES_CACHE, PAGE_MAX_AGE_SECONDS, () => serwist.matchPrecache(OFFLINE_PATH));
const publicPages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
  plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: PAGE_MAX_AGE_SECONDS, purgeOnQuotaError: true }), whenServerFails],
});

function buildRevision(manifest: (PrecacheEntry | string)[] | undefined): string {
  const offline = manifest?.find((entry): entry is PrecacheEntry => typeof entry !== 'string' && entry.url === OFFLINE_PATH);
  return offline?.revision ?? 'dev';
}

/** The pages an older build saved ('pages' is the name before builds had their own). */
async function dropOlderPages(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => (n === 'pages' || n.startsWith(PAGES_PREFIX)) && n !== PAGES_CACHE).map((n) => caches.delete(n)));
}
const privatePages = new NetworkOnly({ plugins: [whenServerFails] });

function kindIs(kind: RequestKind) {
  return ({ url, request }: { url: URL; request: Request }) =>
    requestKind({ url, origin: self.location.origin, navigate: request.mode === 'navigate' }) === kind;
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    { matcher: kindIs('static'), handler: staticFiles },
    { matcher: kindIs('image'), handler: images },
    { matcher: kindIs('public-page'), handler: publicPages },
    { matcher: kindIs('private-page'), handler: privatePages },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.mode === 'navigate' }] },
});

/** The app shell: the offline page's scripts, styles and fonts, so it renders (and retries) offline. */
async function cacheShell(event: ExtendableEvent): Promise<void> {
  try {
    const html = await (await fetch(OFFLINE_PATH, { cache: 'no-cache' })).text();
    await Promise.all(shellAssets(html).map((url) => staticFiles.handle({ event, request: new Request(url) })));
  } catch {
    // Best effort: the pages cache these files as they are used anyway.
  }
}

/** A page reached by an in-app link is saved again at most this often (each save fetches its document). */
const RESAVE_SECONDS = 10 * 60;

/**
 * Saves the document of a public page the router went to (routerPageDocument), as a navigation to
 * it would be: the offline page promises that pages seen before open offline, and after the first
 * load every page is reached by in-app links. Through the pages strategy, so its limits hold.
 */
async function saveRouterPage(event: FetchEvent, url: string): Promise<void> {
  try {
    const saved = await caches.match(url, { cacheName: PAGES_CACHE });
    if (saved && withinAge(saved, RESAVE_SECONDS)) return;
    await publicPages.handle({ event, request: new Request(url, { credentials: 'same-origin' }) });
  } catch {
    // Offline or failing: the page is saved the next time it is reached.
  }
}

self.addEventListener('fetch', (event) => {
  const page = routerPageDocument({ url: new URL(event.request.url), origin: self.location.origin, headers: event.request.headers });
  if (page) event.waitUntil(saveRouterPage(event, page));
});
self.addEventListener('install', (event) => event.waitUntil(cacheShell(event)));
self.addEventListener('activate', (event) => event.waitUntil(dropOlderPages()));
self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
  if (event.data?.type === SAVED_COPY && event.source instanceof Client) event.ports[0]?.postMessage(wasSavedCopy(event.source.id));
});
listenForPush(self);
serwist.addEventListeners();
