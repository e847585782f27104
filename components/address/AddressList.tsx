'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AddressView } from '@/lib/api/checkout';
import { toPersianDigits } from '@/common/digits';
import { formatToman } from '@/lib/price';
import { useAddresses } from '@/hooks/queries/addresses';
import { RefreshFailed } from '@/components/ui/RefreshFailed';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';
import { DeleteAddressDialog } from './dialogs';

type ListProps =
  | { mode: 'choose'; customerId: number; selectedId: number | null; onSelect: (address: AddressView) => void }
  | { mode: 'manage'; customerId: number; onEdit: (address: AddressView) => void };

/** One address's lines: title, text, plaque and postal code, and the zone's answer. */
function AddressSummary({ address }: { address: AddressView }) {
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <p className="font-bold wrap-anywhere">{address.title}</p>
      <p className="text-sm text-ink/80 wrap-anywhere">
        {address.address}، پلاک {toPersianDigits(address.number)}
        {address.postal_code && <>، کد پستی {toPersianDigits(address.postal_code)}</>}
      </p>
      {address.is_in_zone ? (
        <p className="text-xs text-emerald-800">هزینهٔ ارسال: {address.shipping_price ? formatToman(address.shipping_price) : 'رایگان'}</p>
      ) : (
        <p className="text-xs font-medium text-red-700">خارج از محدوده</p>
      )}
    </div>
  );
}

/**
 * The customer's saved addresses. `choose` (checkout): a radio group, out-of-zone addresses
 * disabled. `manage` (profile): edit and delete (with a confirmation) for each.
 */
export function AddressList(props: ListProps) {
  const addresses = useAddresses(props.customerId);
  const [deleting, setDeleting] = useState<AddressView | null>(null);
  // Where the address just deleted stood, until focus has moved on from its (gone) buttons.
  const deletedAt = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  // The refresh's retry goes once it worked: focus goes to the addresses it refreshed.
  const refreshed = useFocusAfterRemoval<HTMLDivElement>(addresses.isRefetchError ? 1 : 0);
  useEffect(() => {
    const at = deletedAt.current;
    if (deleting || at === null) return;
    deletedAt.current = null;
    // Focus goes to the next address's first button, else the previous one's, or to the empty
    // list's message; a frame later, after the closed dialog's own return of focus, which picks
    // an older control as its opener went with the address.
    requestAnimationFrame(() => {
      const items = list.current?.children ?? [];
      ((items[at] ?? items[at - 1])?.querySelector('button') ?? empty.current)?.focus();
    });
  }, [deleting]);

  if (addresses.isPending) {
    return (
      <p role="status" className="text-sm text-ink/60">
        در حال بارگذاری آدرس‌ها…
      </p>
    );
  }
  // Only with nothing to show: a failed refresh (after an edit, say) keeps the addresses listed.
  if (addresses.isError && !addresses.data) {
    return <RefreshFailed message="بارگذاری آدرس‌ها ممکن نشد." busy={addresses.isFetching} onRetry={() => void addresses.refetch()} />;
  }
  if (addresses.data.length === 0) {
    return (
      <p ref={empty} tabIndex={-1} className="rounded-2xl bg-surface p-4 text-sm text-ink/70 focus:outline-none">
        هنوز آدرسی ذخیره نکرده‌اید.
      </p>
    );
  }

  const items: ReactNode[] = addresses.data.map((address) =>
    props.mode === 'choose' ? (
      <li key={address.id}>
        <label
          className={`flex gap-3 rounded-2xl border p-4 has-checked:border-primary has-checked:bg-primary/5 ${address.is_in_zone ? 'cursor-pointer border-black/10' : 'border-black/5 opacity-60'}`}
        >
          <input
            type="radio"
            name="address"
            value={address.id}
            checked={props.selectedId === address.id}
            disabled={!address.is_in_zone}
            onChange={() => props.onSelect(address)}
            className="mt-1 accent-primary"
          />
          <AddressSummary address={address} />
        </label>
      </li>
    ) : (
      <li key={address.id} className="flex flex-wrap items-start gap-3 rounded-2xl border border-black/10 bg-surface p-4" aria-label={address.title}>
        <AddressSummary address={address} />
        <div className="flex gap-1">
          <button type="button" onClick={() => props.onEdit(address)} className="tap rounded-xl px-3 py-1.5 text-sm text-primary hover:bg-primary/10">
            ویرایش<span className="sr-only"> {address.title}</span>
          </button>
          <button type="button" onClick={() => setDeleting(address)} className="tap rounded-xl px-3 py-1.5 text-sm text-red-700 hover:bg-red-50">
            حذف<span className="sr-only"> {address.title}</span>
          </button>
        </div>
      </li>
    ),
  );

  return (
    <>
      {addresses.isRefetchError && (
        <RefreshFailed message="تازه‌سازی آدرس‌ها ممکن نشد." busy={addresses.isFetching} onRetry={() => void addresses.refetch()} />
      )}
      <div ref={refreshed} tabIndex={-1} className="focus:outline-none">
        {props.mode === 'choose' ? (
          <fieldset>
            <legend className="sr-only">آدرس ارسال</legend>
            <ul className="space-y-2">{items}</ul>
          </fieldset>
        ) : (
          <ul ref={list} className="space-y-2">
            {items}
          </ul>
        )}
      </div>
      {deleting && (
        <DeleteAddressDialog
          address={deleting}
          customerId={props.customerId}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            deletedAt.current = addresses.data.findIndex((a) => a.id === deleting.id);
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}
