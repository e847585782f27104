import { describe, expect, it } from 'vitest';
import { memoryWebStorage } from '@/lib/local-storage.testing';
import { CODE_STEP_KEEP_MS, clearCodeStep, loadCodeStep, saveCodeStep } from './code-step';

const step = { mobile: '09121234567', codeLength: 5, resendAt: 1_060_000, sentAt: 1_000_000 };

describe('the login code step kept for the tab', () => {
  it('comes back after a reload while recent, and not once cleared', () => {
    const storage = memoryWebStorage();
    saveCodeStep(step, storage);
    expect(loadCodeStep(1_030_000, storage)).toEqual(step);
    clearCodeStep(storage);
    expect(loadCodeStep(1_030_000, storage)).toBeNull();
  });

  it('is dropped when old, from the future, or malformed', () => {
    const storage = memoryWebStorage();
    saveCodeStep(step, storage);
    expect(loadCodeStep(step.sentAt + CODE_STEP_KEEP_MS, storage)).toBeNull();
    expect(loadCodeStep(step.sentAt - 1, storage)).toBeNull();
    for (const bad of ['{', 'null', '[]', JSON.stringify({ ...step, mobile: '<script>' }), JSON.stringify({ ...step, codeLength: 99 })]) {
      expect(loadCodeStep(1_030_000, memoryWebStorage({ 'login-code-step': bad }))).toBeNull();
    }
  });

  it('keeps a left step marked as left, and reads any other mark as a step still shown', () => {
    const storage = memoryWebStorage();
    saveCodeStep({ ...step, left: true }, storage);
    expect(loadCodeStep(1_030_000, storage)).toEqual({ ...step, left: true });
    expect(loadCodeStep(1_030_000, memoryWebStorage({ 'login-code-step': JSON.stringify({ ...step, left: 'yes' }) }))).toEqual(step);
  });
});
