import { readLocalObject, removeLocal, tabStore, writeLocal } from '@/lib/local-storage';

/**
 * The login form's code step, kept for the tab (sessionStorage): a reload there (Android reloads
 * the tab when the customer comes back from the SMS app) must not send them back to the mobile
 * step and a new code, which counts against the login-code limits.
 */
export interface CodeStep {
  mobile: string;
  codeLength: number;
  /** When a new code may be asked for (epoch ms). */
  resendAt: number;
  /** When the code was sent (epoch ms). */
  sentAt: number;
  /** The customer left the step («تغییر شماره»): the form shows the mobile step, and the same number within its wait comes back here. */
  left?: boolean;
}

const KEY = 'login-code-step';
/** Past this, the code has long expired (2 minutes) and the form starts again from the mobile. */
export const CODE_STEP_KEEP_MS = 10 * 60_000;

export function saveCodeStep(step: CodeStep, storage = tabStore()): void {
  writeLocal(KEY, JSON.stringify(step), storage);
}

export function clearCodeStep(storage = tabStore()): void {
  removeLocal(KEY, storage);
}

/** The kept step when it is recent and well-formed, else null. */
export function loadCodeStep(now = Date.now(), storage = tabStore()): CodeStep | null {
  const raw = readLocalObject(KEY, storage);
  if (!raw) return null;
  const { mobile, codeLength, resendAt, sentAt, left } = raw;
  const valid =
    typeof mobile === 'string' && /^09\d{9}$/.test(mobile) &&
    Number.isInteger(codeLength) && (codeLength as number) >= 4 && (codeLength as number) <= 8 &&
    typeof resendAt === 'number' && typeof sentAt === 'number' && sentAt <= now && now - sentAt < CODE_STEP_KEEP_MS;
  if (!valid) return null;
  const step: CodeStep = { mobile: mobile as string, codeLength: codeLength as number, resendAt: resendAt as number, sentAt: sentAt as number };
  return left === true ? { ...step, left: true } : step;
}
