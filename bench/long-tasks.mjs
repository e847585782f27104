#!/usr/bin/env node
// `node bench/long-tasks.mjs <base URL A> <base URL B> [runs] [path]`: the main-thread long tasks
// of a first visit, two builds compared. Against two running shops (say the current build and a
// candidate on another port), it loads `path` (default /) alternately from each in the tests'
// Chromium as a phone, no cache, CPU slowed 4× as Lighthouse assumes, and records every long task
// (> 50 ms) until 2.5 s after load. Per run: the tasks and their blocking time (the part over
// 50 ms, from navigation, not only after the first paint as TBT counts); last, the medians.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { BROWSER_UA } from './browser.mjs';

const [a, b, runsArg, path = '/'] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: node bench/long-tasks.mjs <base URL A> <base URL B> [runs] [path]');
  process.exit(2);
}
const runs = Number(runsArg || 6);
const CHROME = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** The long tasks (ms) of one first visit. */
async function longTasks(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: BROWSER_UA });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const tasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  return tasks;
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
const results = { A: [], B: [] };
for (let i = 0; i < runs; i++) {
  for (const [tag, base] of [['A', a], ['B', b]]) {
    const tasks = await longTasks(browser, new URL(path, base).href);
    const blocking = tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
    const longest = Math.max(0, ...tasks);
    results[tag].push({ blocking, longest });
    console.log(`${tag} run ${i + 1}: blocking ${Math.round(blocking)} ms, longest ${Math.round(longest)} ms, tasks ${tasks.map(Math.round).join(', ') || 'none'}`);
  }
}
await browser.close();
for (const [tag, rows] of Object.entries(results)) {
  console.log(`${tag}: median blocking ${Math.round(median(rows.map((r) => r.blocking)))} ms, median longest task ${Math.round(median(rows.map((r) => r.longest)))} ms (4× CPU, ${runs} runs)`);
}
