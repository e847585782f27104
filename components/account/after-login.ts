'use client';

import type { SessionData } from '@/lib/api/types';
import { rootStore } from '@/stores';

/**
 * Steps that run after a successful OTP validation, before the customer is sent on.
 * Returns true when a step has taken over navigation (for example a reload).
 */
export async function afterLogin(session: SessionData): Promise<boolean> {
  rootStore.getState().setSession({ user: session.user, customer: session.customer ?? null });
  return false;
}
