#!/usr/bin/env node
// `node bench/first-frame.mjs <page URL> [runs]`: does Lighthouse's own load of a page show its
// first frame late, and is it the page's scripts? Against a running shop (`npm start`, or the
// bench's server), it runs Lighthouse (bench/lighthouse.mjs) alternately on the page and on the
// same HTML with every <script> removed, served by a small local proxy that passes every other
// request to the shop. Per run it prints the performance score, Lantern's simulated LCP and
// TBT, and the first paint Lighthouse observed in its unthrottled load. Session 14 in
// bench/README.md reads the figures.
import http from 'node:http';
import { BROWSER_UA } from './browser.mjs';
import { runOnce, summary } from './lighthouse.mjs';

const [pageUrl, runsArg] = process.argv.slice(2);
if (!pageUrl) {
  console.error('usage: node bench/first-frame.mjs <page URL> [runs]');
  process.exit(2);
}
const runs = Number(runsArg || 3);
const shop = new URL(pageUrl);
const html = await (await fetch(pageUrl, { headers: { 'user-agent': BROWSER_UA } })).text();
const variants = { page: html, 'no scripts': html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '') };

// Serves one variant at /variant and forwards everything else (CSS, font, images) to the shop.
let current = variants.page;
const proxy = http.createServer((req, res) => {
  if (req.url === '/variant') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    return res.end(current);
  }
  const upstream = http.request({ host: shop.hostname, port: shop.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
    res.writeHead(r.statusCode ?? 502, r.headers);
    r.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const variantUrl = `http://127.0.0.1:${proxy.address().port}/variant`;

console.log('variant      perf  LCP ms  TBT ms  seen FCP ms  benchmarkIndex');
for (let i = 0; i < runs; i++) {
  for (const [name, body] of Object.entries(variants)) {
    current = body;
    const lh = summary(await runOnce(variantUrl));
    const cells = [lh.performance, lh.lcpMs, lh.tbtMs, lh.seenFcpMs, lh.benchmarkIndex];
    console.log(name.padEnd(12), ...cells.map((c, k) => String(Math.round(c)).padStart([5, 7, 7, 12, 15][k])));
  }
}
proxy.close();
