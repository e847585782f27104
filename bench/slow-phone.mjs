#!/usr/bin/env node
// `node bench/slow-phone.mjs <base URL A> <base URL B> [runs] [path]`: what a first visitor sees on
// a slow phone connection, two builds compared. Against two running shops, it loads `path`
// (default /) alternately from each in the tests' Chromium as a phone, no
// cache, on Lighthouse's mobile throttling applied for real (150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up, CPU slowed 4×), and records, from navigation: the largest paint the browser
// reports, when the framework starts (`paint-first`), and when the page has hydrated (React's
// mark on the page's <body>: from then on a tap is answered). Session 40 in bench/README.md reads
// the figures.
import { compareBuilds, median } from './compare-builds.mjs';
import { PHONE } from './browser.mjs';

async function slowVisit(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => (window.__lcp = list.getEntries().at(-1).startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
    // React marks each element it hydrates with a `__reactFiber…` key; the body is the root's.
    const poll = setInterval(() => {
      if (!document.body || !Object.keys(document.body).some((key) => key.startsWith('__reactFiber'))) return;
      window.__ready = performance.now();
      clearInterval(poll);
    }, 10);
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => window.__ready, null, { timeout: 120_000 });
  const figures = await page.evaluate(() => ({
    lcp: window.__lcp,
    start: performance.getEntriesByName('paint-first')[0]?.startTime ?? NaN,
    ready: window.__ready,
  }));
  await context.close();
  return figures;
}

const ms = (x) => `${Math.round(x)} ms`;

await compareBuilds({
  script: 'slow-phone.mjs',
  defaultRuns: 5,
  measure: slowVisit,
  line: (r) => `largest paint ${ms(r.lcp)}, framework starts ${ms(r.start)}, hydrated ${ms(r.ready)}`,
  summary: (rows) =>
    `median largest paint ${ms(median(rows.map((r) => r.lcp)))}, framework start ${ms(median(rows.map((r) => r.start)))}, hydrated ${ms(median(rows.map((r) => r.ready)))}`,
});
