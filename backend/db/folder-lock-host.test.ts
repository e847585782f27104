import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockDataFolder } from './folder-lock';

// A container whose id, its default host name, is decimal digits alone.
vi.mock('node:os', async (original) => ({ ...(await original<typeof import('node:os')>()), hostname: () => '123456789012' }));

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the PGlite folder lock on a host named in digits', () => {
  it("writes its host so that it is not read as a process id, and refuses a live process's lock", () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-lock-'));
    const lock = join(dir, 'shop-process.lock');
    const release = lockDataFolder(dir);
    expect(readFileSync(lock, 'utf8')).toMatch(new RegExp(`^host=123456789012 ${process.pid} \\d+$`));
    release();

    // The test runner's own process: alive, and started when /proc says.
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'latin1');
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    writeFileSync(lock, `host=123456789012 ${process.ppid} ${started}`);
    expect(() => lockDataFolder(dir)).toThrow(`another process (pid ${process.ppid}) is using the database folder`);
  });
});
