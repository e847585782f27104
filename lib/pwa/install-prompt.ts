/**
 * Chrome's install prompt (`beforeinstallprompt`), kept until the customer asks to install.
 * Not a standard DOM type yet, hence the local interface.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = (event: InstallPromptEvent | null) => void;

/**
 * The browser's offer to install, starting from `held`: one made before this code loaded, which
 * the layout's inline script kept (lib/pwa/early-install.mjs).
 */
export function installOffer(target: EventTarget, held: InstallPromptEvent | null = null) {
  let offered = held;
  const listeners = new Set<Listener>();
  const tell = (event: InstallPromptEvent | null) => {
    offered = event;
    for (const listener of listeners) listener(event);
  };
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away: the shop offers installing from its footer button.
    event.preventDefault();
    tell(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => tell(null));
  return {
    /** Calls `onAvailable` with the offer (at once if one is held); returns the unsubscribe. */
    listen(onAvailable: Listener): () => void {
      if (offered) onAvailable(offered);
      listeners.add(onAvailable);
      return () => listeners.delete(onAvailable);
    },
    /** A prompt can be shown once: after it, wait for the browser's next offer. */
    used: () => tell(null),
  };
}

/** This page's offer, with the one the inline script may already hold. */
export const pageInstallOffer =
  typeof window === 'undefined' ? null : installOffer(window, (window as { __installOffer?: InstallPromptEvent | null }).__installOffer ?? null);
