/**
 * After a client-side navigation, focus that sat on an element of the old page is lost with it,
 * and the browser's next Tab starts from where that element was: somewhere in the middle of the
 * new page, past its header and search (a keyboard customer who logged in landed among home's
 * rows). A full page load starts from the top; so does this, as SvelteKit does: the body takes
 * focus for a moment (no ring), which moves the starting point, then its tabindex goes again. A
 * page that put focus somewhere itself (an autofocus field, a focused heading) keeps it.
 */
export function resetLostFocus(doc: Document = document): void {
  const active = doc.activeElement;
  if (active && active !== doc.body && active.isConnected) return;
  const body = doc.body;
  body.tabIndex = -1;
  // focusVisible: false keeps a keyboard customer's Enter from ringing the whole page.
  body.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
  body.removeAttribute('tabindex');
}
