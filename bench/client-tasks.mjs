#!/usr/bin/env node
// `node bench/client-tasks.mjs <page URL> [runs] [build dir]`: which main-thread tasks of a first
// visit make Lighthouse's total blocking time, and whose code runs in them. Against a running
// shop, it loads the page in the tests' Chromium as a phone (no cookie, no cache), records a
// trace and a CPU profile, and prints every task after the first contentful paint that would
// block at Lighthouse's 4× CPU slowdown (12.5 ms or more here), with the functions that took
// its time, the shop's own modules in it and the trace events it held (style, layout, paint: the
// work a CPU profile shows only as "(program)"). Names come from the build's browser source maps
// when it has them: build with SOURCEMAPS=1 (off by default: the maps would be public) and give
// its directory. Last, per run, the blocking time at 4× of all tasks after that paint.
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map';
import { CHROME, PHONE } from './browser.mjs';

const [pageUrl, runsArg, distDir = '.next'] = process.argv.slice(2);
if (!pageUrl) {
  console.error('usage: node bench/client-tasks.mjs <page URL> [runs] [build dir]');
  process.exit(2);
}
const SLOWDOWN = 4;
const BLOCKING_MS = 50 / SLOWDOWN;

/** One first visit: the trace events and the CPU profile (sampled every 100 µs). */
async function record(browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'];
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(pageUrl, { waitUntil: 'load' });
  // Lighthouse waits for a quiet spell too: the islands and prefetches after load count.
  await page.waitForTimeout(4000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traced;
  await context.close();
  return { events, profile };
}

// Source-mapped names: "function @ module", the module path shortened to the package or the shop's folder.
const maps = new Map();
async function mapFor(url) {
  if (!url.includes('/_next/static/')) return null;
  if (maps.has(url)) return maps.get(url);
  const file = `${distDir}/static/${url.split('/_next/static/')[1].split('?')[0]}`;
  let map = null;
  if (existsSync(file)) {
    const named = /sourceMappingURL=(\S+)\s*$/.exec(readFileSync(file, 'utf8'));
    const mapFile = named ? file.replace(/[^/]+$/, named[1]) : `${file}.map`;
    if (existsSync(mapFile)) map = await new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  }
  maps.set(url, map);
  return map;
}
const SHOP_CODE = /@(app|components|lib|stores)\//;
async function nameOf(callFrame) {
  let fn = callFrame.functionName || '(anonymous)';
  let where = callFrame.url.replace(/.*\//, '');
  const original = (await mapFor(callFrame.url))?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
  if (original?.source) {
    fn = original.name || fn;
    const inPackage = /node_modules\/(.*)$/.exec(original.source);
    where = inPackage ? inPackage[1] : original.source.replace(/^.*?\/(app|components|lib|stores)\//, '$1/');
  }
  return `${fn} @${where}`;
}

const ms = (us) => (us / 1000).toFixed(1);
const top = (totals, n) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => `${ms(us)} ${name}`)
    .join(' | ');

/** A task's outermost trace events (script, style, layout, parse…), summed by name: what the
 * profile's "(program)" time, which is not JavaScript, was spent on. */
function outermostEvents(task, threadEvents) {
  const totals = new Map();
  let coveredUntil = task.ts;
  for (const e of threadEvents) {
    if (e === task || e.ts < coveredUntil || e.ts + e.dur > task.ts + task.dur) continue;
    if (e.ts > task.ts + task.dur) break;
    totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur);
    coveredUntil = e.ts + e.dur;
  }
  return totals;
}

/** Prints the blocking tasks of one visit; returns its blocking time at 4×. */
async function report({ events, profile }) {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid);
  const tasks = events
    .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.name === 'RunTask' && e.dur > 0 && e.ts >= paint.ts)
    .sort((a, b) => a.ts - b.ts);
  const threadEvents = events
    .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && e.dur > 0 && e.name !== 'RunTask')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const names = new Map();
  const name = async (id) => {
    if (!names.has(id)) names.set(id, await nameOf(nodes.get(id).callFrame));
    return names.get(id);
  };
  const samples = [];
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    samples.push({ id, at, us: profile.timeDeltas[i + 1] ?? 0 });
  });

  let blocking = 0;
  console.log(`first contentful paint at ${ms(paint.ts - navigation.ts)} ms`);
  for (const task of tasks) {
    blocking += Math.max(0, (task.dur / 1000) * SLOWDOWN - 50);
    if (task.dur / 1000 < BLOCKING_MS) continue;
    const self = new Map();
    const shop = new Map();
    for (const s of samples) {
      if (s.at < task.ts || s.at > task.ts + task.dur) continue;
      const own = await name(s.id);
      self.set(own, (self.get(own) ?? 0) + s.us);
      // Each of the shop's modules on the stack, once per sample: the time spent under it.
      const seen = new Set();
      for (let id = s.id; id; id = parent.get(id)) {
        const frame = await name(id);
        const source = frame.slice(frame.indexOf(' @') + 2);
        if (SHOP_CODE.test(` @${source}`) && !seen.has(source)) {
          seen.add(source);
          shop.set(source, (shop.get(source) ?? 0) + s.us);
        }
      }
    }
    console.log(`\n+${ms(task.ts - navigation.ts)} ms: a ${ms(task.dur)} ms task (${ms(task.dur * SLOWDOWN)} at ${SLOWDOWN}×)`);
    console.log(`  most time in: ${top(self, 5)}`);
    console.log(`  trace events in it: ${top(outermostEvents(task, threadEvents), 5)}`);
    if (shop.size) console.log(`  the shop's code in it: ${top(shop, 6)}`);
  }
  console.log(`\nblocking time at ${SLOWDOWN}× after the first paint: ${Math.round(blocking)} ms`);
  return blocking;
}

const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
const totals = [];
for (let i = 0; i < Number(runsArg || 1); i++) {
  console.log(`\n=== run ${i + 1}: ${pageUrl}`);
  totals.push(await report(await record(browser)));
}
await browser.close();
totals.sort((a, b) => a - b);
console.log(`\nblocking time at ${SLOWDOWN}×, per run: ${totals.map(Math.round).join(', ')} ms (median ${Math.round(totals[Math.floor(totals.length / 2)])})`);
