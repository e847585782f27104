'use client';

import { useEffect, useState } from 'react';
import { pageInstallOffer, type InstallPromptEvent } from '@/lib/pwa/install-prompt';
import { isInWebView } from '@/lib/webview';

/** «نصب برنامه» in the footer, only when the browser can install the shop and we are not in the app already. */
export default function InstallButton() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);

  useEffect(() => (isInWebView() ? undefined : pageInstallOffer?.listen(setPrompt)), []);

  if (!prompt) return null;
  const install = async () => {
    await prompt.prompt();
    await prompt.userChoice;
    // A prompt can be used once; the browser offers a new one if the customer declined.
    pageInstallOffer?.used();
  };
  return (
    <button type="button" onClick={() => void install()} className="tap font-bold text-primary underline-offset-4 hover:underline">
      نصب برنامه
    </button>
  );
}
