// The frame of the benches that compare two running builds (`<base URL A> <base URL B> [runs]
// [path]`): one Chromium, `path` measured alternately on each build so a busy spell of the host
// hits both, a line per run, then each build's medians.
import { chromium } from 'playwright-core';
import { CHROME } from './browser.mjs';

export const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

/**
 * `measure(browser, url)` gives one run's figures, `line(figures)` prints them, `summary(rows)`
 * prints a build's runs.
 */
export async function compareBuilds({ script, defaultRuns, launchArgs = [], measure, line, summary }) {
  const [a, b, runsArg, path = '/'] = process.argv.slice(2);
  if (!a || !b) {
    console.error(`usage: node bench/${script} <base URL A> <base URL B> [runs] [path]`);
    process.exit(2);
  }
  const runs = Number(runsArg || defaultRuns);
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', ...launchArgs] });
  const results = { A: [], B: [] };
  for (let i = 0; i < runs; i++) {
    for (const [tag, base] of [['A', a], ['B', b]]) {
      const figures = await measure(browser, new URL(path, base).href);
      results[tag].push(figures);
      console.log(`${tag} run ${i + 1}: ${line(figures)}`);
    }
  }
  await browser.close();
  for (const [tag, rows] of Object.entries(results)) console.log(`${tag}: ${summary(rows)} (${runs} runs)`);
}
