/**
 * Chrome's install prompt (`beforeinstallprompt`), kept until the customer asks to install.
 * Not a standard DOM type yet, hence the local interface.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Calls `onAvailable` with the prompt when the browser offers one; returns the unsubscribe. */
export function listenForInstallPrompt(onAvailable: (event: InstallPromptEvent | null) => void): () => void {
  const offer = (event: Event) => {
    // Keep the browser's own mini-bar away: the shop offers installing from its footer button.
    event.preventDefault();
    onAvailable(event as InstallPromptEvent);
  };
  const installed = () => onAvailable(null);
  window.addEventListener('beforeinstallprompt', offer);
  window.addEventListener('appinstalled', installed);
  return () => {
    window.removeEventListener('beforeinstallprompt', offer);
    window.removeEventListener('appinstalled', installed);
  };
}
