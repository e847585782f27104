#!/usr/bin/env node
// `node bench/long-tasks.mjs <base URL A> <base URL B> [runs] [path]`: the main-thread long tasks
// of a first visit, two builds compared. Against two running shops (say the current build and a
// candidate on another port), it loads `path` (default /) alternately from each in the tests'
// Chromium as a phone, no cache, CPU slowed 4× as Lighthouse assumes, and records every long task
// (> 50 ms) until 2.5 s after load. Per run: the tasks and their blocking time (the part over
// 50 ms, from navigation, not only after the first paint as TBT counts); last, the medians.
import { compareBuilds, median } from './compare-builds.mjs';
import { PHONE } from './browser.mjs';

/** The long tasks (ms) of one first visit, their blocking time and the longest. */
async function longTasks(browser, url) {
  const context = await browser.newContext(PHONE);
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
  return { tasks, blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0), longest: Math.max(0, ...tasks) };
}

await compareBuilds({
  script: 'long-tasks.mjs',
  defaultRuns: 6,
  measure: longTasks,
  line: (r) => `blocking ${Math.round(r.blocking)} ms, longest ${Math.round(r.longest)} ms, tasks ${r.tasks.map(Math.round).join(', ') || 'none'}`,
  summary: (rows) => `median blocking ${Math.round(median(rows.map((r) => r.blocking)))} ms, median longest task ${Math.round(median(rows.map((r) => r.longest)))} ms at 4× CPU`,
});
