#!/usr/bin/env node
// `node bench/scroll-frames.mjs <base URL A> <base URL B> [runs] [path]`: what the compositor spends
// drawing each frame while a phone scrolls a page, two builds compared. Against two running shops,
// it loads `path` (default /) alternately from each in the tests' Chromium as a phone, waits for
// the page to settle, then scrolls 2,500 px in 1.5 s, one step per animation frame, and reads from
// a trace the frames drawn, the drawing time per frame (Display::DrawAndSwap) and the render passes
// (every backdrop filter or filtered layer adds one per frame). Last, the medians.
import { compareBuilds, median } from './compare-builds.mjs';
import { PHONE } from './browser.mjs';

/** The compositor's frames during one scroll of the page. */
async function scrollFrames(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  await cdp.send('Tracing.start', { categories: 'viz', transferMode: 'ReportEvents' });
  await page.evaluate(
    () =>
      new Promise((done) => {
        const start = performance.now();
        const step = () => {
          const f = Math.min(1, (performance.now() - start) / 1500);
          window.scrollTo(0, f * 2500);
          if (f < 1) requestAnimationFrame(step);
          else done();
        };
        requestAnimationFrame(step);
      }),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const named = (name) => events.filter((e) => e.name === name && e.ph === 'X');
  const draws = named('Display::DrawAndSwap');
  const drawMs = draws.reduce((sum, e) => sum + e.dur / 1000, 0);
  return { frames: draws.length, perFrame: drawMs / Math.max(1, draws.length), passes: named('DirectRenderer::DrawRenderPass').length / Math.max(1, draws.length) };
}

await compareBuilds({
  script: 'scroll-frames.mjs',
  defaultRuns: 4,
  launchArgs: ['--disable-gpu'],
  measure: scrollFrames,
  line: (r) => `${r.frames} frames, ${r.perFrame.toFixed(2)} ms drawing per frame, ${r.passes.toFixed(1)} render passes per frame`,
  summary: (rows) => `median ${median(rows.map((r) => r.perFrame)).toFixed(2)} ms drawing per frame, ${median(rows.map((r) => r.passes)).toFixed(1)} render passes per frame`,
});
