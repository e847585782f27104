#!/usr/bin/env node
// `npm run test:pg`: the backend tests again, on a real PostgreSQL instead of PGlite.
// With TEST_DATABASE_URL set (an admin connection to a server the tests may create databases
// on) it uses that server; otherwise it starts a throwaway cluster from Debian's `postgresql`
// package in a temporary folder on a free local port, and removes it afterwards. The tests run
// in Tehran's time zone (unless TZ is set), as a shop's server may: a date read as local
// midnight then shows a day early, which a UTC machine never reveals.
import { spawnSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function postgresBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin/initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length) return join(root, versions[0], 'bin');
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromConfig.status === 0 && existsSync(join(fromConfig.stdout.trim(), 'initdb'))) return fromConfig.stdout.trim();
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its tools run as the package's `postgres` user. */
function asServerUser(command, args, options = {}) {
  const root = process.getuid?.() === 0;
  const [cmd, argv] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}${result.stderr}`);
}

async function startCluster() {
  const bin = postgresBinDir();
  if (!bin) {
    console.error('[test:pg] PostgreSQL not found: install Debian\'s package (apt-get install postgresql), set PG_BIN, or set TEST_DATABASE_URL.');
    process.exit(1);
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  if (process.getuid?.() === 0) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  const port = await freePort();
  asServerUser(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  // A test cluster: durability off for speed, enough connections for parallel test files.
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-o', opts, '-l', join(dir, 'server.log'), '-w', 'start'], { stdio: 'pipe' });
  const stop = () => {
    try {
      asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

const cluster = process.env.TEST_DATABASE_URL ? null : await startCluster();
const url = process.env.TEST_DATABASE_URL || cluster.url;
console.info(`[test:pg] backend tests on PostgreSQL ${cluster ? '(throwaway cluster)' : url}`);
const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'backend', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { TZ: 'Asia/Tehran', ...process.env, TEST_DATABASE_URL: url },
});
const code = await new Promise((resolve) => vitest.on('exit', (c) => resolve(c ?? 1)));
cluster?.stop();
process.exit(code);
