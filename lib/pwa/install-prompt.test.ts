import { describe, expect, it, vi } from 'vitest';
import { installOffer } from './install-prompt';

function offerEvent() {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => {},
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
}

describe('the install offer', () => {
  it('starts from an offer the inline script held before this code loaded', () => {
    const held = offerEvent();
    const onAvailable = vi.fn();
    installOffer(new EventTarget(), held).listen(onAvailable);
    expect(onAvailable).toHaveBeenCalledWith(held);
  });

  it('keeps an offer made before the button listens, and hides the browser mini-bar', () => {
    const page = new EventTarget();
    const offer = installOffer(page);
    const event = offerEvent();
    page.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const onAvailable = vi.fn();
    offer.listen(onAvailable);
    expect(onAvailable).toHaveBeenCalledWith(event);
  });

  it('tells listeners of later offers, of the install and of a used prompt; unsubscribes', () => {
    const page = new EventTarget();
    const offer = installOffer(page);
    const onAvailable = vi.fn();
    const stop = offer.listen(onAvailable);
    expect(onAvailable).not.toHaveBeenCalled();
    const event = offerEvent();
    page.dispatchEvent(event);
    expect(onAvailable).toHaveBeenLastCalledWith(event);
    page.dispatchEvent(new Event('appinstalled'));
    expect(onAvailable).toHaveBeenLastCalledWith(null);
    page.dispatchEvent(offerEvent());
    offer.used();
    expect(onAvailable).toHaveBeenLastCalledWith(null);
    // A used prompt is not handed to the next listener.
    const late = vi.fn();
    offer.listen(late);
    expect(late).not.toHaveBeenCalled();
    stop();
    page.dispatchEvent(offerEvent());
    expect(onAvailable).toHaveBeenCalledTimes(4);
  });
});
