#!/usr/bin/env node
// `node bench/lantern-whatif.mjs <page URL> [scenario ...]`: what would Lighthouse's simulated
// LCP be with fewer or smaller requests, without building anything? Against a running shop, it
// loads the page once with Lighthouse (bench/lighthouse.mjs), keeps the load's artifacts, then
// audits them again with the network log edited as each scenario says. The trace (the CPU work
// and the first frame seen) stays the recorded one, so only Lantern's network model answers.
//
// A scenario is one or more edits joined by '+'; each URL part matches every request whose URL
// contains it:
//   drop:<part>[,<part>…]        the requests never happened
//   size:<part>=<bytes>[,…]      a response is that many bytes larger (negative: smaller) on the wire;
//                                no "+" sign, which joins edits
//   priority:<part>=<level>[,…]  the request was sent at that priority (VeryHigh, High, Medium, Low,
//                                VeryLow); Lantern starts higher priorities first
//   first:<part>                 the request was sent just before the page's first script request
//   h2                           every response came over HTTP/2
//   instant-server               every response's headers came as soon as the request was sent
// e.g. `node bench/lantern-whatif.mjs http://localhost:3000/product/1 drop:manifest size:vazirmatn=-10000 h2`
// Sessions 23 and 24 in bench/README.md read the figures.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runOnce, summary } from './lighthouse.mjs';

const [pageUrl, ...scenarios] = process.argv.slice(2);
if (!pageUrl) {
  console.error('usage: node bench/lantern-whatif.mjs <page URL> [drop:<part>,… | size:<part>=<bytes>,… | priority:<part>=<level>,… | first:<part> | h2 | instant-server][+…] …');
  process.exit(2);
}

const PRIORITIES = ['VeryHigh', 'High', 'Medium', 'Low', 'VeryLow'];

/** The devtools log with one scenario's edits applied (a new array; the recorded one stays). */
function editLog(log, scenario) {
  const urls = new Map(log.filter((e) => e.method === 'Network.requestWillBeSent').map((e) => [e.params.requestId, e.params.request.url]));
  const ids = (part) => new Set([...urls].filter(([, url]) => url.includes(part)).map(([id]) => id));
  // `<part>=<value>,…` as [the matching request ids, value] pairs.
  const pairs = (arg) => arg.split(',').map((pair) => pair.split('=')).map(([part, value]) => [ids(part), value]);
  let edited = structuredClone(log);
  for (const edit of scenario.split('+')) {
    const [kind, arg = ''] = edit.split(/:(.*)/s);
    if (kind === 'drop') {
      const dropped = new Set(arg.split(',').flatMap((part) => [...ids(part)]));
      edited = edited.filter((e) => !dropped.has(e.params?.requestId));
    } else if (kind === 'size') {
      for (const [matched, delta] of pairs(arg)) {
        for (const e of edited) {
          if (e.method === 'Network.loadingFinished' && matched.has(e.params.requestId)) {
            e.params.encodedDataLength = Math.max(100, e.params.encodedDataLength + Number(delta));
          }
        }
      }
    } else if (kind === 'priority') {
      for (const [matched, level] of pairs(arg)) {
        // Lantern reads an unknown level as no penalty at all (VeryHigh), so a typo must not pass.
        if (!PRIORITIES.includes(level)) throw new Error(`unknown priority "${level}" (${PRIORITIES.join(', ')})`);
        edited = edited.filter((e) => !(e.method === 'Network.resourceChangedPriority' && matched.has(e.params.requestId)));
        for (const e of edited) {
          if (e.method === 'Network.requestWillBeSent' && matched.has(e.params.requestId)) e.params.request.initialPriority = level;
        }
      }
    } else if (kind === 'first') {
      // Lantern starts requests of one priority in the order they were sent.
      const sent = edited.filter((e) => e.method === 'Network.requestWillBeSent');
      const firstScript = Math.min(...sent.filter((e) => e.params.type === 'Script').map((e) => e.params.timestamp));
      const matched = ids(arg);
      for (const e of sent) if (matched.has(e.params.requestId)) e.params.timestamp = firstScript - 0.0001;
    } else if (kind === 'instant-server') {
      // Lantern estimates each origin's server time from these waits (session 24).
      for (const e of edited) {
        const timing = e.method === 'Network.responseReceived' && e.params.response.timing;
        if (!timing || timing.sendEnd < 0) continue;
        timing.receiveHeadersEnd = Math.min(timing.receiveHeadersEnd, timing.sendEnd + 0.5);
        if (timing.receiveHeadersStart > 0) timing.receiveHeadersStart = Math.min(timing.receiveHeadersStart, timing.receiveHeadersEnd);
      }
    } else if (kind === 'h2') {
      for (const e of edited) if (e.method === 'Network.responseReceived') e.params.response.protocol = 'h2';
    } else {
      throw new Error(`unknown edit "${edit}"`);
    }
  }
  return edited;
}

const line = (label, lh) =>
  `${label.padEnd(40)} perf ${String(lh.performance).padStart(3)}  LCP ${lh.lcpMs.toFixed(0).padStart(5)} ms  FCP ${lh.fcpMs.toFixed(0).padStart(5)} ms  TBT ${lh.tbtMs.toFixed(0).padStart(4)} ms`;

const work = mkdtempSync(join(tmpdir(), 'lantern-whatif-'));
try {
  const recorded = join(work, 'recorded');
  const base = summary(await runOnce(pageUrl, [`-GA=${recorded}`]));
  console.log(`${line('as recorded', base)}  (first frame seen at ${Math.round(base.seenFcpMs)} ms)`);
  const log = JSON.parse(readFileSync(join(recorded, 'devtoolslog.json'), 'utf8'));
  for (const [i, scenario] of scenarios.entries()) {
    const dir = join(work, `scenario-${i}`);
    mkdirSync(dir);
    for (const file of ['artifacts.json', 'trace.json']) copyFileSync(join(recorded, file), join(dir, file));
    writeFileSync(join(dir, 'devtoolslog.json'), JSON.stringify(editLog(log, scenario)));
    console.log(line(scenario, summary(await runOnce(pageUrl, [`-A=${dir}`]))));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
