// Lighthouse (the pinned npm package, its default mobile preset with simulated throttling) on
// the same Chromium the end-to-end tests use. One run per page unless BENCH_LH_RUNS says more;
// with several, the run with the median performance score is reported.
import { spawn } from 'node:child_process';
import { CHROME } from './browser.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run; `extraArgs` adds CLI options (bench/lantern-whatif.mjs saves and reloads
 * artifacts), `chromeFlag` one Chromium flag (bench/tls-front.mjs's certificate).
 */
export function runOnce(url, extraArgs = [], chromeFlag = '') {
  const args = [
    'node_modules/lighthouse/cli/index.js',
    url,
    '--output=json',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu ${chromeFlag}`.trim(),
    ...extraArgs,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...(CHROME ? { CHROME_PATH: CHROME } : {}) } });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited ${code}: ${err.slice(-2000)}`));
      resolve(JSON.parse(out));
    });
  });
}

export function summary(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id];
  const failed = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && audit(ref.id)?.score !== null && audit(ref.id)?.score < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    // When the unthrottled load's first frame reached the screen. Lantern's LCP counts every
    // script that ran before it, so a late first frame (see bench/README, session 14) inflates LCP.
    seenFcpMs: audit('metrics').details.items[0].observedFirstContentfulPaint,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    // The page's own protocol (http/1.1 from `npm start`, h2 through bench/tls-front.mjs).
    protocol: lhr.audits['network-requests'].details.items[0]?.protocol,
    failing: CATEGORIES.slice(1).flatMap(failed),
  };
}

/** The median run by performance score, with every run's summary (`runs`) for the spread. */
export async function lighthouse(url, runs = Number(process.env.BENCH_LH_RUNS || 1), chromeFlag = '') {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(summary(await runOnce(url, [], chromeFlag)));
  const sorted = results.slice().sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)], runs: results };
}

/**
 * "lo–hi (median m)" of one figure over the runs: on a shared 2-core host a single run hides how
 * far they move, and the run with the median score need not have the median of each figure.
 */
export function spread(runs, key) {
  const values = runs.map((r) => Math.round(r[key])).sort((a, b) => a - b);
  return `${values[0]}–${values.at(-1)} (median ${values[Math.floor(values.length / 2)]})`;
}
