import { describe, expect, it, vi } from 'vitest';
import { waitForDatabase } from './wait';

const failing = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

/** A database whose first answers are the given failures, then "up". */
function database(...failures: Error[]) {
  const calls: number[] = [];
  return {
    calls,
    query: async <T,>() => {
      calls.push(Date.now());
      const failure = failures.shift();
      if (failure) throw failure;
      return [{ '?column?': 1 }] as T[];
    },
  };
}

describe('waiting for the database at start', () => {
  it('tries again while it refuses connections or is starting up', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = database(failing('ECONNREFUSED'), failing('57P03'));
    await waitForDatabase(db, 5_000, 10);
    expect(db.calls).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('gives up with the last failure past the wait, and at once on any other failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = database(...Array.from({ length: 50 }, () => failing('ECONNREFUSED')));
    await expect(waitForDatabase(down, 100, 10)).rejects.toThrow('ECONNREFUSED');
    expect(down.calls.length).toBeGreaterThan(1);
    expect(down.calls.length).toBeLessThan(10);
    const wrongPassword = database(failing('28P01'));
    await expect(waitForDatabase(wrongPassword, 5_000, 10)).rejects.toThrow('28P01');
    expect(wrongPassword.calls).toHaveLength(1);
    warn.mockRestore();
  });
});
