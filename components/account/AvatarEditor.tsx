'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { canvasBlob, drawSquare } from '@/lib/account/avatar-crop';
import { useUploadAvatar } from '@/hooks/queries/account';
import { BusyButton } from '@/components/ui/BusyButton';

type Picked = ({ kind: 'image'; bitmap: ImageBitmap } | { kind: 'raw'; file: File }) & { name: string };

/**
 * The profile picture: choose a file → a centred square preview with a zoom slider → upload.
 * A file the browser cannot read as an image goes to the server as it is, which judges files
 * by their bytes and answers with its own message.
 */
export function AvatarEditor({ customerId, avatar, name }: { customerId: number; avatar: string | null; name: string }) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [zoom, setZoom] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const upload = useUploadAvatar(customerId);
  const fileNote = useId();

  useEffect(() => {
    if (picked?.kind === 'image' && canvas.current) drawSquare(canvas.current, picked.bitmap, zoom);
  }, [picked, zoom]);

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setZoom(1);
    try {
      setPicked({ kind: 'image', bitmap: await createImageBitmap(file), name: file.name });
    } catch {
      setPicked({ kind: 'raw', file, name: file.name });
    }
  }

  function reset() {
    // The slider and the buttons go with the picked file (saved or cancelled): focus on them goes
    // to the file control, not to the page's start.
    if (controls.current?.contains(document.activeElement)) input.current?.focus();
    setPicked(null);
    if (input.current) input.current.value = '';
  }

  // Set at once, not at the next render: a second press while the picture is encoded must not upload it twice.
  const saving = useRef(false);
  async function save() {
    if (!picked || saving.current) return;
    saving.current = true;
    try {
      const image = picked.kind === 'raw' ? picked.file : await canvasBlob(canvas.current!);
      await upload.mutateAsync(image).then(reset, () => undefined);
    } finally {
      saving.current = false;
    }
  }

  return (
    <section aria-labelledby="avatar-heading" className="mb-6 flex flex-wrap items-start gap-4">
      <h2 id="avatar-heading" className="sr-only">
        تصویر پروفایل
      </h2>
      {picked?.kind === 'image' ? (
        <canvas ref={canvas} role="img" aria-label="پیش‌نمایش تصویر پروفایل" className="size-24 rounded-full ring-1 ring-black/10" />
      ) : avatar ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small same-origin WebP; no resizing needed
        <img src={avatar} alt="تصویر پروفایل" width={96} height={96} className="size-24 rounded-full object-cover ring-1 ring-black/10" />
      ) : (
        <span aria-hidden="true" className="flex size-24 items-center justify-center rounded-full bg-primary/10 text-3xl font-bold text-primary">
          {name.trim().charAt(0) || '؟'}
        </span>
      )}
      <div ref={controls} className="min-w-0 flex-1 space-y-2">
        {/* The browser's own file control speaks the browser's language («Choose File»): it is kept
            for keyboards and screen readers but hidden, and a Persian button stands for it. */}
        <label className="block text-sm">
          <span className="mb-1 block">انتخاب تصویر پروفایل</span>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => void choose(e)}
            aria-describedby={fileNote}
            className="peer sr-only"
          />
          {/* Part of the control's name, so speech input can say what it sees. */}
          <span
            className="tap inline-flex cursor-pointer rounded-xl px-4 py-2 ring-1 ring-black/15 hover:ring-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary"
          >
            انتخاب فایل
          </span>
        </label>
        <p id={fileNote} dir="auto" className="truncate text-xs text-ink/70">
          {picked ? picked.name : 'JPEG، PNG یا WebP'}
        </p>
        {picked?.kind === 'image' && (
          <label className="block text-sm">
            <span className="mb-1 block">بزرگ‌نمایی</span>
            <input type="range" min={1} max={4} step={0.1} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} className="w-full" />
          </label>
        )}
        {picked?.kind === 'raw' && <p className="text-xs text-ink/70">پیش‌نمایش این فایل ممکن نیست؛ سرور آن را بررسی می‌کند.</p>}
        {picked && (
          <div className="flex gap-2">
            <BusyButton
              busy={upload.isPending}
              onClick={() => void save()}
              className="tap rounded-xl bg-primary px-4 py-2 text-sm font-bold text-on-primary"
            >
              {upload.isPending ? 'در حال ارسال…' : 'ذخیره تصویر'}
            </BusyButton>
            {/* Not while the picture is sent: aria-disabled, which keeps the keyboard's focus. */}
            <button
              type="button"
              onClick={() => {
                if (!upload.isPending) reset();
              }}
              aria-disabled={upload.isPending || undefined}
              className="tap rounded-xl px-4 py-2 text-sm ring-1 ring-black/15 aria-disabled:cursor-wait"
            >
              انصراف
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
