import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from './client';
import { lockDataFolder } from './folder-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-lock-'));
  dirs.push(dir);
  return dir;
}

/** Another Node process that opens the shop database in `dir` and keeps it open. */
async function otherShop(dir: string): Promise<ChildProcess> {
  const code = `import('${join(__dirname, 'client.ts')}').then(async (m) => { await m.openDb({ dataDir: '${dir}' }); console.log('open'); setInterval(() => {}, 1000); })`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
    child.on('exit', (status) => reject(new Error(`the other process exited (${status})`)));
  });
  return child;
}

describe('the PGlite folder lock', () => {
  it('refuses a second process while the first runs, and lets it in once the first is killed', async () => {
    const dir = folder();
    const first = await otherShop(dir);
    await expect(openDb({ dataDir: dir })).rejects.toThrow(`another process (pid ${first.pid}) is using the database folder`);
    // Killed without a chance to remove its lock: the lock is stale, the folder free.
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const db = await openDb({ dataDir: dir });
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await db.close();
    expect(existsSync(join(dir, 'shop-process.lock'))).toBe(false);
  }, 60_000);

  it('takes over a lock whose process id now belongs to another process, written by this host or before hosts were written', () => {
    for (const stale of [`${hostname()} ${process.ppid} 1`, `${process.ppid} 1`]) {
      const dir = folder();
      // The parent runs, but did not start at "time 1": its id was reused after the lock's owner died.
      writeFileSync(join(dir, 'shop-process.lock'), stale);
      const release = lockDataFolder(dir);
      expect(readFileSync(join(dir, 'shop-process.lock'), 'utf8')).toMatch(new RegExp(`^host=${hostname()} ${process.pid} \\d+$`));
      release();
      expect(readdirSync(dir)).toEqual([]);
    }
  });

  it("refuses a lock written on another host (a container on a shared volume), whose process it cannot see, and says which file to delete", () => {
    const dir = folder();
    writeFileSync(join(dir, 'shop-process.lock'), 'other-container 1 12345');
    expect(() => lockDataFolder(dir)).toThrow(`in use by pid 1 on host other-container; once that host no longer runs the shop, delete ${join(dir, 'shop-process.lock')}`);
    expect(readFileSync(join(dir, 'shop-process.lock'), 'utf8')).toBe('other-container 1 12345');
    expect(readdirSync(dir)).toEqual(['shop-process.lock']);
  });

  it('lets one of several processes starting together on a stale lock in, never two', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'shop-process.lock'), `${hostname()} 999999999 1`);
    const code = `import('${join(__dirname, 'folder-lock.ts')}').then((m) => { try { m.lockDataFolder('${dir}'); console.log('locked'); setTimeout(() => {}, 3000); } catch (e) { console.log('refused'); } })`;
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
        children.push(child);
        return new Promise<string>((resolve) => child.stdout!.on('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
      }),
    );
    expect(outcomes.sort()).toEqual(['locked', 'refused', 'refused', 'refused']);
  }, 60_000);
});

describe('the PGlite folder lock on a host named in digits', () => {
  // A container whose id, its default host name, is decimal digits alone.
  const host = '123456789012';

  it("writes its host so that it is not read as a process id, and refuses a live process's lock", () => {
    const dir = folder();
    const lock = join(dir, 'shop-process.lock');
    const release = lockDataFolder(dir, host);
    expect(readFileSync(lock, 'utf8')).toMatch(new RegExp(`^host=${host} ${process.pid} \\d+$`));
    release();

    // The test runner's own process: alive, and started when /proc says.
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'latin1');
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    writeFileSync(lock, `host=${host} ${process.ppid} ${started}`);
    expect(() => lockDataFolder(dir, host)).toThrow(`another process (pid ${process.ppid}) is using the database folder`);
  });
});
