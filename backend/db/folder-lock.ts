import { hostname } from 'node:os';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'shop-process.lock';

/**
 * A process's identity on this host: its id and, where /proc tells it, when it started, so that
 * a process that later got the same id (after a restart) is not taken for the one that wrote the
 * lock. Null when no such process runs.
 */
function identity(pid: number): string | null {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it runs, as another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  try {
    // Field 22, counted after the command name's closing parenthesis (the name may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return `${pid} ${stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]}`;
  } catch {
    return String(pid);
  }
}

/**
 * The lock's text: `host=` and the host, then the identity. Older locks have the host bare (a
 * host named in digits alone, as a container id can be, read as a process id there) or none.
 */
function parseLock(text: string): { host: string | null; identity: string; pid: number } {
  const parts = text.trim().split(' ');
  const first = parts[0] ?? '';
  const host = first.startsWith('host=') ? parts.shift()!.slice(5) : /^\d+$/.test(first) ? null : parts.shift()!;
  return { host, identity: parts.join(' '), pid: Number(parts[0]) };
}

function readLock(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Takes the PGlite folder for this process, or throws when another live process holds it: two
 * PGlite instances on one folder corrupt it for good. A lock left on this host by a process that
 * is gone (one killed without a chance to remove it) is taken over. A lock written on another
 * host (another container on a shared volume) cannot be checked from here: it is refused, and
 * the message says which file to delete once that host no longer runs the shop. Returns the
 * release, also run at exit. `hostName` is this host's (given by tests of other hosts).
 */
export function lockDataFolder(dataDir: string, hostName = hostname()): () => void {
  const path = join(dataDir, LOCK_FILE);
  const host = hostName.replace(/\s+/g, '_') || 'localhost';
  const mine = `host=${host} ${identity(process.pid) ?? process.pid}`;
  // Written whole under a name of its own, then linked into place: a reader never sees it half
  // written, and the link fails when a lock is there.
  const draft = `${path}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, mine);
  try {
    for (;;) {
      try {
        placeLock(draft, path, mine);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const text = readLock(path);
      if (text === null) continue;
      if (text === mine) break;
      const holder = parseLock(text);
      if (holder.host !== null && holder.host !== host) {
        throw new Error(`the database folder ${dataDir} is in use by pid ${holder.pid} on host ${holder.host}; once that host no longer runs the shop, delete ${path}`);
      }
      if (Number.isInteger(holder.pid) && holder.pid > 0 && holder.pid !== process.pid && identity(holder.pid) === holder.identity) {
        throw new Error(`another process (pid ${holder.pid}) is using the database folder ${dataDir}; stop it first`);
      }
      takeOverStale(path, text);
    }
  } finally {
    unlinkSync(draft);
  }
  const release = () => {
    process.off('exit', release);
    try {
      if (readLock(path) === mine) unlinkSync(path);
    } catch {
      // Gone already.
    }
  };
  process.on('exit', release);
  return release;
}

/** Links the written draft into place; on a file system without hard links, creates it exclusively. */
function placeLock(draft: string, path: string, text: string): void {
  try {
    linkSync(draft, path);
  } catch (err) {
    if (!['EPERM', 'ENOTSUP', 'ENOSYS', 'EOPNOTSUPP'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
    writeFileSync(path, text, { flag: 'wx' });
  }
}

/**
 * Removes the stale lock whose text is `stale`. Moved aside first and read there: when another
 * starter has meanwhile replaced it with its own live lock, that one is put back, not deleted.
 */
function takeOverStale(path: string, stale: string): void {
  const aside = `${path}.stale.${process.pid}.${Date.now()}`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  try {
    if (readLock(aside) !== stale) linkSync(aside, path);
  } catch {
    // A third lock took the place meanwhile: the loop reads it.
  } finally {
    unlinkSync(aside);
  }
}
