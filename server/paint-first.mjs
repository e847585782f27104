// Paint first, then start the framework. What home, category and product pages first show is
// server-rendered and needs no JavaScript, yet Next's async chunk scripts run whenever they
// arrive: on a warm cache (a returning visitor, the installed app) before the first frame, which
// then waits for React DOM's evaluation. Here each chunk becomes a low-priority preload, fetched
// at once exactly as before, and a small inline starter adds the scripts, in the same order,
// once the page's priority picture has reached the screen (its Element Timing entry), or on a
// page without one its largest paint (the largest-contentful-paint entry). Anything the customer
// does first, a hidden tab, a picture that fails, a browser without those entries (after its
// first frame) and 2.5 seconds after the window's `load` start them too. The start is marked
// (`performance.mark('paint-first')`) for field measurement and the tests.
//
// Lighthouse's simulated LCP counts every script that began to evaluate before the paint it
// observed; with the scripts after that paint, it counts the bytes the paint needs (bench/README,
// session 32).

import { ERROR_SHELL } from './not-found-page.mjs';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const PRELOAD = /<link rel="preload" as="script"[^>]*\bhref="([^"]+)"[^>]*\/?>/g;

/** The `elementtiming` name of a page's priority pictures (components/catalog/CatalogImage.tsx). */
export const HERO = 'hero';

// After the window's load the scripts wait no longer than this for the paint to reach the
// screen (a busy browser can hold its first frame for seconds), and Chromium does not yet warn
// of an unused preload (it does at 3 s).
const SAFETY_MS = 2500;

/**
 * The starter, run in the page as its own source text (so it refers to nothing outside it):
 * adds `srcs` in document order once the priority picture named `hero` is on screen.
 */
function starter(srcs, hero, safetyMs) {
  const d = document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    performance.mark('paint-first');
    for (const src of srcs) {
      const script = d.createElement('script');
      script.src = src;
      script.async = true;
      d.head.appendChild(script);
    }
  };
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start));
  for (const type of ['pointerdown', 'keydown', 'touchstart']) addEventListener(type, start, { capture: true, once: true, passive: true });
  // A background tab paints nothing until shown.
  if (d.visibilityState !== 'visible') return setTimeout(start);
  const picture = d.querySelector(`img[elementtiming="${hero}"]`);
  const type = picture ? 'element' : 'largest-contentful-paint';
  if (!self.PerformanceObserver || !(PerformanceObserver.supportedEntryTypes || []).includes(type)) return afterFrame();
  if (picture) {
    if (picture.complete && !picture.naturalWidth) return afterFrame();
    picture.addEventListener('error', afterFrame);
  }
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => !picture || entry.identifier === hero)) start();
  }).observe({ type, buffered: true });
  addEventListener('load', () => setTimeout(start, safetyMs));
  d.addEventListener('visibilitychange', start);
}

/**
 * The page with its chunk scripts as preloads and the starter before `</body>`; a document that
 * has none (or no `</body>`), and Next's error shell (an empty body only its scripts fill: a
 * paint to wait for never comes), come back unchanged. Runs once per page
 * render: the page cache keeps the result.
 */
export function paintFirst(html) {
  if (!html.includes('</body>') || ERROR_SHELL.test(html)) return html;
  const preloaded = new Set([...html.matchAll(PRELOAD)].map((m) => m[1]));
  const srcs = [];
  const body = html.replace(CHUNK_SCRIPT, (_, src) => {
    if (srcs.includes(src)) return '';
    srcs.push(src);
    if (preloaded.has(src)) return '';
    preloaded.add(src);
    return `<link rel="preload" as="script" fetchpriority="low" href="${src}"/>`;
  });
  if (srcs.length === 0) return html;
  const at = body.lastIndexOf('</body>');
  const code = `(${starter})(${JSON.stringify(srcs)},${JSON.stringify(HERO)},${SAFETY_MS})`;
  return `${body.slice(0, at)}<script>${code}</script>${body.slice(at)}`;
}

const SCRIPT_SRC = /<script\b([^>]*)\ssrc="([^"]+)"([^>]*)>/g;
const STARTER_LIST = /\}\)\((\["\/_next\/static\/[^\]]*\]),/;

/**
 * The script files a served page runs on its first load, once each, in document order: its
 * `<script src>` tags (`noModule` for the legacy ones no current browser fetches), then the
 * chunks its starter adds. The first-load measure (bench/first-load-js.mjs) and the tests read this.
 */
export function firstLoadScripts(html) {
  const found = new Map();
  for (const [, before, src, after] of html.matchAll(SCRIPT_SRC)) {
    if (!found.has(src)) found.set(src, { src, noModule: /\snomodule\b/i.test(`${before} ${after}`) });
  }
  const started = STARTER_LIST.exec(html);
  for (const src of started ? JSON.parse(started[1]) : []) if (!found.has(src)) found.set(src, { src, noModule: false });
  return [...found.values()];
}
