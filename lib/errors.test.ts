import { describe, expect, it } from 'vitest';
import { ApiError, MESSAGES, describeError, isAppleDevice } from './errors';

describe('error catalogue', () => {
  it('shows the server message with its code first', () => {
    const out = describeError(new ApiError('http', 400, { success: false, msg: 'کد تایید اشتباه است', code: 400 }));
    expect(out.notice).toEqual({ message: 'کد تایید اشتباه است', variant: 'error', code: 400 });
    expect(out.logout).toBe(false);
  });

  it.each([
    [400, MESSAGES[400]],
    [404, MESSAGES[404]],
    [409, MESSAGES[409]],
    [500, MESSAGES.server],
    [502, MESSAGES.server],
    [418, MESSAGES.server],
  ])('maps status %i without a server message to its Persian text', (status, message) => {
    const out = describeError(new ApiError('http', status, null));
    expect(out.notice?.message).toBe(message);
    expect(out.notice?.variant).toBe('error');
    expect(out.logout).toBe(false);
  });

  it.each([401, 403])('logs out on %i', (status) => {
    const out = describeError(new ApiError('http', status, { success: false }));
    expect(out.logout).toBe(true);
    expect(out.notice?.message).toBe(MESSAGES[status as 401 | 403]);
  });

  it('reports time-outs as a connection error and unexpected failures as such', () => {
    expect(describeError(new ApiError('timeout')).notice?.message).toBe(MESSAGES.timeout);
    expect(describeError(new ApiError('timeout')).notice?.code).toBe('ECONNABORTED');
    expect(describeError(new ApiError('unexpected')).notice?.message).toBe(MESSAGES.unexpected);
    expect(describeError(new Error('boom')).notice?.message).toBe(MESSAGES.unexpected);
  });

  it('says "no internet" for a network error, except on Apple devices', () => {
    expect(describeError(new ApiError('network')).notice?.message).toBe(MESSAGES.network);
    expect(describeError(new ApiError('network'), { apple: true }).notice).toBeNull();
  });

  it("says it on Apple devices too when the customer's own action failed", () => {
    expect(describeError(new ApiError('network'), { apple: true, pressed: true }).notice?.message).toBe(MESSAGES.network);
  });

  it('ignores non-text server messages and clips long ones', () => {
    expect(describeError(new ApiError('http', 400, { msg: { x: 1 } })).notice?.message).toBe(MESSAGES[400]);
    expect(describeError(new ApiError('http', 400, { msg: 'x'.repeat(1000) })).notice?.message).toHaveLength(300);
  });

  it('recognises Apple user agents', () => {
    expect(isAppleDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isAppleDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(true);
    expect(isAppleDevice('Mozilla/5.0 (Linux; Android 14)')).toBe(false);
  });
});
