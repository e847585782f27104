#!/usr/bin/env node
// `node bench/profile-summary.mjs <file.cpuprofile> [function names…]`: where a CPU profile of
// the server (BENCH_CPU_PROF, bench/cpu-profile.mjs) spent its time: self time by the package
// or part of the program the code belongs to, the hottest functions, and the inclusive time of
// the functions named on the command line (everything they called, counted once).
import { readFileSync } from 'node:fs';

const [file, ...named] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [function names…]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

// Self time per node from the samples and their time deltas (microseconds).
const self = new Map();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** The part of the program a function belongs to, from its script URL and name. */
function partOf({ url, functionName }) {
  if (!url) {
    if (['(idle)', '(program)', '(garbage collector)'].includes(functionName)) return functionName;
    if (/^(parse|stringify)$/.test(functionName)) return 'JSON (built-in)';
    return 'V8 built-ins / native';
  }
  const rules = [
    [/pglite/, 'PGlite (database)'],
    [/node_modules\/jose|[/\\]jose[/\\]/, 'jose (tokens)'],
    [/hono/, 'Hono'],
    [/node_modules\/next\/|next-server|\.next[^/]*\/server\/(chunks\/ssr|app)/, 'Next.js'],
    [/react-dom|react-server|\/react\//, 'React'],
    [/^node:/, 'Node.js core (http, streams, zlib)'],
    [/\/server\/[\w-]+\.mjs$/, 'server layer (server/)'],
  ];
  for (const [re, name] of rules) if (re.test(url)) return name;
  return `other: ${url.replace(/^.*\/(\.next[^/]*|node_modules)\//, '$1/').slice(0, 70)}`;
}

function percent(us) {
  return `${((100 * us) / total).toFixed(1).padStart(5)} %`;
}

const parts = new Map();
const functions = new Map();
for (const [id, us] of self) {
  const { callFrame } = byId.get(id);
  const part = partOf(callFrame);
  parts.set(part, (parts.get(part) ?? 0) + us);
  const key = `${callFrame.functionName || '(anonymous)'}  ${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
}

console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
console.log('\nself time by part');
for (const [part, us] of [...parts].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${percent(us)}  ${part}`);
console.log('\nhottest functions (self)');
for (const [fn, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${percent(us)}  ${fn}`);

if (named.length) {
  // Inclusive: a sample counts for a name when the name is anywhere on its stack (once).
  const inclusive = new Map(named.map((n) => [n, 0]));
  for (const [id, us] of self) {
    const seen = new Set();
    for (let node = id; node !== undefined; node = parentOf.get(node)) {
      const name = byId.get(node).callFrame.functionName;
      if (inclusive.has(name) && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, inclusive.get(name) + us);
      }
    }
  }
  console.log('\ninclusive time of named functions');
  for (const [name, us] of inclusive) console.log(`${percent(us)}  ${name}`);
}
