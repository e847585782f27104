import { describe, expect, it } from 'vitest';
import { isTransient, retryTransient } from './retry';

const pgError = (code: string) => Object.assign(new Error('x'), { code });

describe('errors of the moment', () => {
  it('are deadlocks, serialization failures, lock time-outs, a restarting or full server, lost connections and a host not named yet', () => {
    for (const code of ['40P01', '40001', '55P03', '57P01', '57P02', '57P03', '53300', '08006', '08003', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']) {
      expect(isTransient(pgError(code)), code).toBe(true);
    }
    expect(isTransient(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('are not what the request itself did wrong', () => {
    for (const code of ['23505', '23514', '22001', '42P01']) expect(isTransient(pgError(code)), code).toBe(false);
    expect(isTransient(new Error('boom'))).toBe(false);
    expect(isTransient(null)).toBe(false);
  });

  it('are tried again, up to the attempts given; other errors at once', async () => {
    let calls = 0;
    await expect(retryTransient(async () => (++calls < 3 ? Promise.reject(pgError('40P01')) : 'done'))).resolves.toBe('done');
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryTransient(async () => (++calls, Promise.reject(pgError('23505'))))).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
