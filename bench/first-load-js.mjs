// First-load JavaScript of a page by the project's measure: the sum, over every
// `<script src>` in the served HTML, of that file's size after `gzip -6`. Scripts a page loads
// later (dynamic imports, prefetches of linked pages) do not count: a first visitor does not wait
// for them.
import { gzipSync } from 'node:zlib';

const SCRIPT_SRC = /<script\b[^>]*\ssrc="([^"]+)"/g;

/** The `<script src>` URLs of an HTML document, resolved against `base`, in document order. */
export function scriptSources(html, base) {
  const urls = new Set();
  for (const [, src] of html.matchAll(SCRIPT_SRC)) urls.add(new URL(src.replace(/&amp;/g, '&'), base).href);
  return [...urls];
}

/** { html bytes, scripts: [{ url, gz }], gz total } for one page as a first visitor gets it. */
export async function firstLoadJs(pageUrl, headers = {}) {
  const res = await fetch(pageUrl, { headers });
  if (!res.ok) throw new Error(`${pageUrl}: HTTP ${res.status}`);
  const html = await res.text();
  const scripts = [];
  for (const url of scriptSources(html, pageUrl)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    scripts.push({ url: new URL(url).pathname, gz: gzipSync(body, { level: 6 }).length });
  }
  scripts.sort((a, b) => b.gz - a.gz);
  return { htmlBytes: Buffer.byteLength(html), scripts, gz: scripts.reduce((sum, s) => sum + s.gz, 0) };
}
