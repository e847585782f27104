import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'shop-process.lock';

/**
 * A process's identity: its id and, where /proc tells it, when it started, so that a process
 * that later got the same id (after a restart) is not taken for the one that wrote the lock.
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
 * Takes the PGlite folder for this process, or throws when another live process holds it: two
 * PGlite instances on one folder corrupt it for good. A lock left by a process that is gone (one
 * killed without a chance to remove it) is taken over. Returns the release, also run at exit.
 */
export function lockDataFolder(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const mine = identity(process.pid) ?? String(process.pid);
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, mine);
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readFileSync(path, 'utf8').trim();
      const pid = Number(holder.split(' ')[0]);
      if (holder === mine) break;
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && identity(pid) === holder) {
        throw new Error(`another process (pid ${pid}) is using the database folder ${dataDir}; stop it first`);
      }
      // Stale. Another starter may race for it too: `wx` lets one of them win.
      try {
        unlinkSync(path);
      } catch {
        // Removed by that other starter already.
      }
    }
  }
  const release = () => {
    process.off('exit', release);
    try {
      if (readFileSync(path, 'utf8').trim() === mine) unlinkSync(path);
    } catch {
      // Gone already.
    }
  };
  process.on('exit', release);
  return release;
}
