'use client';

import { useState } from 'react';

/** Copies `text`; the button's status line says «کپی شد» (or that copying failed) to screen readers too. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={() => void copy()} aria-label={label} className="tap rounded-lg px-3 py-1 text-sm ring-1 ring-primary/40 hover:bg-primary/10">
        کپی
      </button>
      <span role="status" className="text-xs text-ink/70">
        {status === 'copied' ? 'کپی شد' : status === 'failed' ? 'کپی ممکن نشد؛ کد را دستی بردارید' : ''}
      </span>
    </span>
  );
}
