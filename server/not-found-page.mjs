// Next draws a dynamic page's notFound() (an unknown product, category or shop) as an empty shell
// that only its scripts fill (vercel/next.js#95613, #97000): a blank page on a phone until about
// 100 KB of JavaScript has run, and nothing at all without it, for every visitor a search result
// still sends to a removed product. The build's prerendered not-found page, the one Next itself
// serves for an unknown path at any address, goes out in its place: the same 404, drawn by the
// server in the shop's layout. Not where a segment has a not-found page of its own, which the
// prerendered one is not: its shell stays (a private page, where no search result leads).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The paths under a segment with a not-found page of its own (not-found-page.test.ts checks app/). */
export const OWN_NOT_FOUND = ['/order/'];

/** Next's shell for a page that failed or was not found in rendering. */
export const ERROR_SHELL = /<html[^>]*\sid="__next_error__"/;

/**
 * `(html, {status, path}) => html`: a 404 that is Next's empty shell becomes the build's
 * not-found page (read from `distDir` once, on first use); anything else comes back as it is, as
 * does the shell when the build has no such page or the path has a not-found page of its own.
 */
export function notFoundPage(distDir) {
  let page;
  return (html, { status, path: urlPath }) => {
    if (status !== 404 || !ERROR_SHELL.test(html) || OWN_NOT_FOUND.some((prefix) => urlPath.startsWith(prefix))) return html;
    if (page === undefined) {
      try {
        page = readFileSync(path.join(distDir, 'server', 'app', '_not-found.html'), 'utf8');
      } catch (err) {
        console.error('[shop] no prerendered not-found page; unknown ids get Next\'s shell:', err?.message ?? err);
        page = null;
      }
    }
    return page ?? html;
  };
}
