'use client';

import { useId, useLayoutEffect, useRef } from 'react';
import { onDemand } from '@/components/layout/on-demand';
import { closesOnBack } from '@/components/ui/use-close-on-back';

/**
 * What a modal dialog does, for the stand-ins drawn before its code (Headless UI) is here: the
 * page around is inert (no Tab, no screen reader reaches it), focus starts inside, Escape closes,
 * and focus goes back to where it was when the stand-in goes.
 *
 * A layout effect: its clean-up runs before the real dialog's own (Headless UI marks the page
 * inert in a layout effect and restores what it found when it closes), so the dialog never finds
 * this hook's marks and puts them back for good.
 */
function useStandInModal(onClose: () => void) {
  const root = useRef<HTMLDivElement>(null);
  // The newest onClose, without running the effect again (a parent's re-render makes a new one).
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    const made: Element[] = [];
    for (let node: HTMLElement | null = root.current; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling !== node && !sibling.hasAttribute('inert')) {
          sibling.setAttribute('inert', '');
          made.push(sibling);
        }
      }
    }
    // The first control (or the loading line): focus leaves the page it covers.
    root.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      for (const element of made) element.removeAttribute('inert');
      // Closed, or replaced by the dialog (which then takes focus itself, and gives it back here).
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return root;
}

/**
 * The address dialogs (Headless UI, the form, the map picker's opening code) load when one
 * opens, not with the checkout page; meanwhile the page dims as the dialog's backdrop will, says
 * it is loading, and closes as the dialog would (Escape, a press outside): on a stalled download
 * the customer is never left under the dimmed page. A phone's Back closes them from the start.
 */
function Loading({ onClose }: { onClose: () => void }) {
  const root = useStandInModal(onClose);
  return (
    <div ref={root} className="fixed inset-0 z-50 flex items-center justify-center bg-black/40" onClick={onClose}>
      <span role="status" tabIndex={-1} className="rounded-xl bg-surface px-4 py-2 text-sm shadow focus:outline-none">
        در حال بارگذاری…
      </span>
    </div>
  );
}

/** In the dialog's place when its code could not be downloaded: try again, or close it. */
function LoadFailed({ retry, onClose }: { retry: () => void; onClose: () => void }) {
  const id = useId();
  const root = useStandInModal(onClose);
  return (
    <div ref={root} className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 p-4 sm:items-center">
      <div role="alertdialog" aria-modal="true" aria-labelledby={id} className="w-full max-w-sm rounded-2xl bg-surface p-5 shadow-xl">
        <p id={id}>بارگذاری این بخش ممکن نشد؛ اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.</p>
        <div className="mt-4 flex gap-2">
          <button type="button" onClick={retry} className="tap rounded-xl bg-primary px-4 py-2 text-sm text-on-primary">
            تلاش دوباره
          </button>
          <button type="button" onClick={onClose} className="tap rounded-xl px-4 py-2 text-sm hover:bg-black/5">
            بستن
          </button>
        </div>
      </div>
    </div>
  );
}

const views = { loading: (props: { onClose: () => void }) => <Loading onClose={props.onClose} />, failed: (retry: () => void, props: { onClose: () => void }) => <LoadFailed retry={retry} onClose={props.onClose} /> };

export const AddressFormDialog = closesOnBack(onDemand(() => import('./AddressFormDialog').then((m) => m.AddressFormDialog), views));

export const DeleteAddressDialog = closesOnBack(onDemand(() => import('./DeleteAddressDialog').then((m) => m.DeleteAddressDialog), views));
