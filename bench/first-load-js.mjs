// First-load JavaScript of a page by the project's measure: the sum, over every
// `<script src>` in the served HTML, of that file's size after `gzip -6`. The chunks that the
// paint-first starter adds after the largest paint (server/paint-first.mjs) are those same
// `<script src>` tags moved, and count alike. Scripts a page loads later (dynamic imports,
// prefetches of linked pages) do not count: a first visitor does not wait for them.
import { gzipSync } from 'node:zlib';
import { firstLoadScripts } from '../server/paint-first.mjs';

/**
 * { html bytes, scripts: [{ url, gz, noModule }], gz total, moduleGz } for one page as a first
 * visitor gets it. `gz` is the measure; `moduleGz` leaves out `nomodule` scripts, which no
 * browser Next supports downloads: what a phone really fetches.
 */
export async function firstLoadJs(pageUrl, headers = {}) {
  const res = await fetch(pageUrl, { headers });
  if (!res.ok) throw new Error(`${pageUrl}: HTTP ${res.status}`);
  const html = await res.text();
  const scripts = [];
  for (const { src, noModule } of firstLoadScripts(html)) {
    const url = new URL(src.replace(/&amp;/g, '&'), pageUrl).href;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    scripts.push({ url: new URL(url).pathname, gz: gzipSync(body, { level: 6 }).length, noModule });
  }
  scripts.sort((a, b) => b.gz - a.gz);
  const sum = (list) => list.reduce((total, s) => total + s.gz, 0);
  return { htmlBytes: Buffer.byteLength(html), scripts, gz: sum(scripts), moduleGz: sum(scripts.filter((s) => !s.noModule)) };
}
