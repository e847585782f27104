'use client';

import { useState, type FormEvent } from 'react';
import type { AddressView } from '@/lib/api/checkout';
import { ADDRESS_LIMITS, draftToInput, validateAddressDraft, type AddressErrors } from '@/lib/address/draft';
import { useSaveAddress } from '@/hooks/queries/addresses';
import { useCustomer } from '@/hooks/queries/customer';
import { useRootStore } from '@/stores';
import { useInlineFailure } from '@/components/ui/use-inline-failure';
import type { AddressInfo } from '@/stores/slices/customer';
import { FormField } from './FormField';
import { MapPicker } from './MapPicker';
import { ZoneStatus } from './ZoneStatus';
import { useZoneCheck } from './use-zone-check';
import { BusyButton } from '@/components/ui/BusyButton';

/**
 * The address being added or edited. Every keystroke and map move goes to the persisted draft
 * (customer.addressInfo), so a reload loses nothing; saving clears it. A point outside every
 * delivery zone cannot be saved.
 */
/** The form's fields by their error key, in the order they are shown. */
const FIELD_IDS = { title: 'address-title', address: 'address-text', number: 'address-number', postalCode: 'address-postal' } as const;
const FIELD_ORDER = Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[];

export function AddressForm({ onSaved, onCancel }: { onSaved: (address: AddressView) => void; onCancel: () => void }) {
  const customer = useCustomer();
  const draft = useRootStore((s) => s.customer.addressInfo);
  const update = useRootStore((s) => s.updateAddressInfo);
  const reset = useRootStore((s) => s.resetAddressInfo);
  const zone = useZoneCheck();
  const failure = useInlineFailure();
  const save = useSaveAddress(customer?.id ?? null, failure.report);
  const [errors, setErrors] = useState<AddressErrors>({});

  const field = (key: keyof AddressInfo, errorKey?: keyof AddressErrors) => (value: string) => {
    update({ [key]: value });
    if (errorKey && errors[errorKey]) setErrors({ ...errors, [errorKey]: undefined });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // React bubbles a portalled dialog's submit to the forms around it (the checkout's would order).
    e.stopPropagation();
    if (save.isPending) return;
    failure.clear();
    const found = validateAddressDraft(draft);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((key) => found[key]);
    if (firstInvalid) {
      // After the commit, so the field is read with its error (aria-describedby) attached.
      requestAnimationFrame(() => document.getElementById(FIELD_IDS[firstInvalid])?.focus());
      return;
    }
    save.mutate(
      { id: draft.addressId, input: draftToInput(draft) },
      {
        onSuccess: (res) => {
          reset();
          onSaved(res.data);
        },
      },
    );
  };

  const blocked = !draft.isInZone || !zone.settled;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <MapPicker
        point={{ lat: draft.lat, lng: draft.lng }}
        zoom={draft.zoom}
        onChange={(p, zoom) => {
          if (p.lat !== draft.lat || p.lng !== draft.lng || zoom !== draft.zoom) update({ ...p, center: p, zoom });
        }}
      />
      <ZoneStatus settled={zone.settled} failed={zone.failed} isInZone={draft.isInZone} shippingPrice={draft.shippingPrice} place={zone.place} onRetry={zone.retry} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={FIELD_IDS.title} label="عنوان آدرس" required placeholder="مثلاً خانه" value={draft.addressTitle} onChange={field('addressTitle', 'title')} error={errors.title} maxLength={ADDRESS_LIMITS.title} />
        <FormField id="address-location" label="محله (اختیاری)" value={draft.location} onChange={field('location')} maxLength={ADDRESS_LIMITS.location} />
      </div>
      <FormField id={FIELD_IDS.address} label="نشانی" required multiline autoComplete="street-address" value={draft.address} onChange={field('address', 'address')} error={errors.address} maxLength={ADDRESS_LIMITS.address} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={FIELD_IDS.number} label="پلاک" required value={draft.addressNumber} onChange={field('addressNumber', 'number')} error={errors.number} maxLength={ADDRESS_LIMITS.number} />
        <FormField
          id={FIELD_IDS.postalCode}
          label="کد پستی (اختیاری)"
          inputMode="numeric"
          autoComplete="postal-code"
          dir="ltr"
          hint="۱۰ رقم، بدون خط تیره"
          value={draft.postalCode}
          onChange={field('postalCode', 'postalCode')}
          error={errors.postalCode}
          maxLength={14}
        />
      </div>
      {failure.message && (
        <p role="alert" className="text-sm text-red-700">
          {failure.message}
        </p>
      )}
      <div className="flex gap-2">
        <BusyButton
          type="submit"
          busy={save.isPending}
          disabled={blocked}
          className="tap rounded-xl bg-primary px-5 py-2 text-sm text-on-primary disabled:opacity-50"
        >
          {save.isPending ? 'در حال ذخیره…' : 'ذخیره آدرس'}
        </BusyButton>
        <button
          type="button"
          onClick={() => {
            reset();
            onCancel();
          }}
          className="tap rounded-xl px-4 py-2 text-sm hover:bg-black/5"
        >
          انصراف
        </button>
      </div>
    </form>
  );
}
