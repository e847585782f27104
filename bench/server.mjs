// What the benches share: a production server on the embedded backend in its own folders
// (scripts/e2e-server.mjs with its own port, dist dir and data dir, so a bench never touches
// another build or database), sessions as a browser holds them, and the resident memory of the
// server's process tree.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export function log(...args) {
  console.log('[bench]', ...args);
}

/**
 * Starts scripts/e2e-server.mjs: it builds into distDir first unless skipBuild is set and a build
 * is there. extraEnv reaches the server (e.g. NODE_OPTIONS for a CPU profile).
 */
export function startServer({ port, distDir, dataDir, skipBuild, extraEnv = {} }) {
  const env = {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DIST_DIR: distDir,
    E2E_DATA_DIR: dataDir,
    ...(skipBuild && existsSync(`${distDir}/BUILD_ID`) ? { E2E_SKIP_BUILD: '1' } : {}),
  };
  delete env.REVALIDATE_SECRET;
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output, base: `http://localhost:${port}` };
}

/** Stops the server's whole process group; resolves when the group leader has exited. */
export function stopServer(server) {
  const { child } = server;
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return Promise.resolve();
  }
  return exited;
}

export async function waitForHealth(server, timeoutMs = 15 * 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`server exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/api/health`);
      if (res.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`server did not start within ${timeoutMs / 1000} s:\n${server.output()}`);
}

/** The cookie header a browser would send after these answers' Set-Cookie headers. */
export function cookiesOf(res) {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]);
}

/** A guest session cookie, as a browser holds it after its first page. */
export async function guestCookie(base) {
  const cookies = cookiesOf(await fetch(`${base}/api/v1/user/login/guest`, { method: 'POST' }));
  if (!cookies.length) throw new Error('no guest session cookie');
  return cookies.join('; ');
}

export function row(cols, widths) {
  return cols.map((c, i) => String(c).padEnd(widths[i])).join('  ');
}

function parentOf(pid) {
  try {
    // The command name may hold spaces and parentheses: the fields after its last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function rssKib(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The pids of a process and all its descendants (Linux /proc). */
function tree(rootPid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const parent = parentOf(name);
    if (parent === null) continue;
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(Number(name));
  }
  const pids = [];
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    pids.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return pids;
}

/** The pid of the production server itself (server/server.mjs) under the bench's launcher. */
export function nextServerPid(rootPid) {
  return tree(rootPid).find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/server.mjs');
    } catch {
      return false;
    }
  });
}

/**
 * Resident memory of a process and all its descendants (Linux /proc), in MiB: the total, and
 * the largest single process (the Next server itself; the others are small launchers).
 */
export function treeRssMib(rootPid) {
  let total = 0;
  let largest = 0;
  for (const pid of tree(rootPid)) {
    const kib = rssKib(pid);
    total += kib;
    largest = Math.max(largest, kib);
  }
  return { total: total / 1024, largest: largest / 1024 };
}
