import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('takes over a lock whose process id now belongs to another process', () => {
    const dir = folder();
    // The parent runs, but did not start at "time 1": its id was reused after the lock's owner died.
    writeFileSync(join(dir, 'shop-process.lock'), `${process.ppid} 1`);
    const release = lockDataFolder(dir);
    expect(readFileSync(join(dir, 'shop-process.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`));
    release();
    expect(existsSync(join(dir, 'shop-process.lock'))).toBe(false);
  });
});
