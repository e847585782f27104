'use client';

import { useId, useState } from 'react';
import { DESCRIPTION_TEMPLATES, MAX_DESCRIPTION_LENGTH, TEMPLATE_VALUE_FIELD, templateValueError } from '@/lib/checkout/description';
import { toPersianDigits } from '@/common/digits';
import { useRootStore } from '@/stores';
import { selectCustomer } from '@/stores/slices/user';
import type { DescriptionTemplate } from '@/stores/slices/orders';

/** The order description: one of the three templates with its value, plus free text. */
export function OrderDescriptionField() {
  const { template, templateValue } = useRootStore((s) => s.orders.checkout);
  const note = useRootStore((s) => s.orders.description);
  const updateCheckout = useRootStore((s) => s.updateCheckout);
  const setNote = useRootStore((s) => s.setOrderDescription);
  const mobile = useRootStore((s) => selectCustomer(s)?.mobile ?? '');
  const id = useId();
  const chosen = DESCRIPTION_TEMPLATES.find((t) => t.id === template);
  // Said once the customer has left the box (pressing to order does; the form then brings them
  // back here), or for a value kept from before, not at every digit while they type.
  const [left, setLeft] = useState(() => templateValue.trim() !== '');
  const error = left ? templateValueError(template, templateValue) : null;
  const describedBy = error ? `${id}-value-error` : templateValue.trim() ? undefined : `${id}-value-hint`;

  // A number typed for a phone template is no recipient's name (nor the other way round); a phone
  // template starts as the customer's own mobile, the number a courier most often needs.
  const choose = (next: DescriptionTemplate | null) => {
    const target = DESCRIPTION_TEMPLATES.find((t) => t.id === next);
    const sameKind = !!chosen && !!target && chosen.phone === target.phone;
    // In Persian digits, as the profile shows the mobile; it is sent in Western ones (orderDescription).
    updateCheckout({ template: next, templateValue: sameKind ? templateValue : target?.phone ? toPersianDigits(mobile) : '' });
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-bold">توضیحات سفارش</legend>
      {/* A touch screen: rows 44 px apart, so that each one's 44-px hit area (tap) is its own. */}
      <div role="radiogroup" aria-label="پیام آماده برای پیک" className="grid gap-2 pointer-coarse:gap-6">
        {[{ id: null, label: 'بدون پیام آماده' }, ...DESCRIPTION_TEMPLATES].map((t) => (
          <label key={t.id ?? 'none'} className="tap flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-template`}
              checked={template === t.id}
              onChange={() => choose(t.id)}
              className="size-4 accent-primary"
            />
            {t.label}
          </label>
        ))}
      </div>
      {chosen && (
        <div className="space-y-1">
          <label htmlFor={`${id}-value`} className="block text-sm">
            {chosen.valueLabel}
          </label>
          <input
            id={`${id}-value`}
            {...{ [TEMPLATE_VALUE_FIELD]: '' }}
            value={templateValue}
            maxLength={100}
            {...(chosen.phone ? { type: 'tel', inputMode: 'tel', dir: 'ltr', autoComplete: 'tel' } : { autoComplete: 'name' })}
            aria-invalid={!!error || undefined}
            aria-describedby={describedBy}
            onChange={(e) => updateCheckout({ templateValue: e.target.value })}
            onBlur={() => setLeft(true)}
            className="w-full rounded-xl border border-black/15 bg-background px-3 py-2 aria-invalid:border-red-700"
          />
          {error && (
            <p id={`${id}-value-error`} role="alert" className="text-xs text-red-800">
              {error}
            </p>
          )}
          {!templateValue.trim() && (
            <p id={`${id}-value-hint`} className="text-xs text-amber-800">
              بدون {chosen.valueLabel}، این پیام همراه سفارش فرستاده نمی‌شود.
            </p>
          )}
        </div>
      )}
      <div className="space-y-1">
        <label htmlFor={`${id}-note`} className="block text-sm">
          یادداشت برای فروشگاه (اختیاری)
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={MAX_DESCRIPTION_LENGTH}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          className="w-full rounded-xl border border-black/15 bg-background px-3 py-2"
        />
      </div>
    </fieldset>
  );
}
