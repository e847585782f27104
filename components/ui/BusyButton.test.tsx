import type { MouseEvent, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './BusyButton';

type Pressable = ReactElement<{ onClick: (event: MouseEvent<HTMLButtonElement>) => void }>;

/** Presses the button the way React would: its onClick with an event whose default can be prevented. */
function press(element: ReactElement) {
  const event = { preventDefault: vi.fn() } as unknown as MouseEvent<HTMLButtonElement>;
  (element as Pressable).props.onClick(event);
  return event;
}

describe('BusyButton', () => {
  it('is an enabled, focusable button while idle, and a press runs its handler', () => {
    const onClick = vi.fn();
    const html = renderToStaticMarkup(<BusyButton busy={false} onClick={onClick}>ثبت</BusyButton>);
    expect(html).toMatch(/^<button type="button"/);
    expect(html).not.toMatch(/aria-disabled="|aria-busy="| disabled=""/);
    const event = press(BusyButton({ busy: false, onClick, children: 'ثبت' }));
    expect(onClick).toHaveBeenCalledWith(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('while busy stays focusable (aria-disabled, not disabled), says so, and ignores a press, a form submit included', () => {
    const onClick = vi.fn();
    const html = renderToStaticMarkup(<BusyButton type="submit" busy onClick={onClick}>ثبت</BusyButton>);
    expect(html).toContain('type="submit"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain(' disabled=""');
    const event = press(BusyButton({ type: 'submit', busy: true, onClick, children: 'ثبت' }));
    expect(onClick).not.toHaveBeenCalled();
    // A prevented click on a submit button does not submit its form (Enter in a field clicks it too).
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('keeps the caller’s classes and its own disabled state for a reason other than busy', () => {
    const html = renderToStaticMarkup(<BusyButton busy={false} disabled className="rounded-xl">ثبت</BusyButton>);
    expect(html).toContain(' disabled=""');
    expect(html).toMatch(/class="rounded-xl aria-disabled:cursor-wait aria-disabled:opacity-60"/);
  });
});
