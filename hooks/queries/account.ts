'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountClient, checkoutClient } from '@/lib/api/browser';
import type { SupportRequest } from '@/lib/api/account';
import { openPayment, type Opened } from '@/lib/payment/open';
import { accountKeys, queryKeys } from '@/lib/query-keys';
import { TOP_UP_PAYMENT_FOR } from '@/lib/spec-constants';
import { useRootStore } from '@/stores';
import { selectCustomer } from '@/stores/slices/user';
import { notify } from '@/stores/notifications';
import { logoutIfSessionEnded } from '@/stores/session-actions';
import { useCustomer } from './customer';

// This module's own keys (kept out of lib/query-keys.ts so parallel work there does not collide).

/** The logged-in customer's id, null for guests (and until the state is restored). */
export function useCustomerId(): number | null {
  return useCustomer()?.id ?? null;
}

/** Credit and the ledger, re-read when the customer comes back from the provider's window. */
export function useTransactions(customerId: number) {
  return useQuery({
    queryKey: accountKeys.transactions(customerId),
    queryFn: async () => (await accountClient.transactions(customerId)).data,
    refetchOnWindowFocus: true,
  });
}

export function useCoupons(customerId: number) {
  return useQuery({
    queryKey: accountKeys.coupons(customerId),
    queryFn: async () => (await accountClient.coupons(customerId)).data,
  });
}

/** Keeps the stored customer's credit in step with what the server just said. */
function useSyncCredit() {
  const customer = useRootStore(selectCustomer);
  const setCustomer = useRootStore((s) => s.setCustomer);
  return (credit: number) => {
    if (customer) setCustomer({ ...customer, credit });
  };
}

/**
 * Starts a top-up of `amount` Toman (the server checks the bounds and owns the amount). Spec
 * section 7: a recharge's payment_url goes through the native wrapper inside a web view and is
 * otherwise a plain redirect of this tab; the landings show the verified result.
 */
export function useTopUp(customerId: number) {
  const userId = useRootStore((s) => s.user.user?.id ?? null);
  return useMutation({
    // Resolves to how the provider's page was opened: only 'same-tab' leaves this page; after a
    // hand-off to the Android app the form must stay usable (the customer may come back unpaid).
    mutationFn: async (amount: number): Promise<Opened> => {
      const res = await checkoutClient.createPayment({
        // The spec's payment payload: the caller's user id goes along (the server checks it is theirs).
        ...(userId !== null ? { user: userId } : {}),
        price: amount,
        customer: customerId,
        payment_for: TOP_UP_PAYMENT_FOR,
        success_url: '/paid-order?isCharging=true',
        fail_url: '/failed-payment?isCharging=true',
      });
      return openPayment(res.data.payment_url, null);
    },
  });
}

/** Redeems a gift code into credit; a refusal (used, expired, unknown) is the form's to show, under its field. */
export function useApplyGiftCode(customerId: number) {
  const client = useQueryClient();
  const syncCredit = useSyncCredit();
  return useMutation({
    mutationFn: (code: string) => accountClient.applyGiftCode(code, customerId),
    meta: { silent: true },
    onError: (error) => {
      logoutIfSessionEnded(error);
      // An answer lost on the way may hide a redemption made: the wallet reads its credit again.
      void client.invalidateQueries({ queryKey: accountKeys.transactions(customerId) });
    },
    onSuccess: (res) => {
      syncCredit(res.data.credit);
      notify({ message: res.msg, variant: 'success', code: res.code });
      void client.invalidateQueries({ queryKey: accountKeys.transactions(customerId) });
    },
  });
}

export function useSupportTicket() {
  return useMutation({
    mutationFn: (request: SupportRequest) => accountClient.support(request),
    // The form shows its own «failed» state and the server's message inline; a dead session still logs out.
    meta: { silent: true },
    onError: logoutIfSessionEnded,
  });
}

/** Uploads the cropped avatar; the stored customer (and the profile's copy) gets the new picture's URL. */
export function useUploadAvatar(customerId: number) {
  const client = useQueryClient();
  const setCustomer = useRootStore((s) => s.setCustomer);
  return useMutation({
    mutationFn: (image: Blob) => accountClient.uploadAvatar(customerId, image),
    onSuccess: (res) => {
      setCustomer(res.data);
      client.setQueryData(queryKeys.customer(customerId), res);
      notify({ message: res.msg || 'تصویر شما ذخیره شد', variant: 'success', code: res.code });
    },
  });
}
