import { describe, expect, it } from 'vitest';
import vm from 'node:vm';
import { firstLoadScripts, paintFirst } from './paint-first.mjs';
import { inlineScripts } from '../lib/security/csp.mjs';

// The shape of Next's served page: chunk scripts in <head>, a preloaded bootstrap at the end of
// <body>, the legacy polyfill and inline data scripts that must stay as they are.
const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>' +
  '<script src="/_next/static/chunks/runtime.js" async=""></script>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script></head>' +
  '<body><main><img elementtiming="hero" fetchPriority="high" src="/hero.webp"/></main>' +
  '<script type="application/ld+json">{"@type":"Product"}</script>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script>' +
  '<script>self.__next_f.push([1,"x"])</script></body></html>';

describe('paintFirst', () => {
  const out = paintFirst(PAGE);

  it('turns each chunk script into one low-priority preload and leaves every other script alone', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(out).toContain('<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/react-dom.js"/>');
    expect(out).toContain('<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/runtime.js"/>');
    // The bootstrap was already preloaded by Next: not twice.
    expect(out.match(/href="\/_next\/static\/chunks\/boot\.js"/g)).toHaveLength(1);
    expect(out).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(out).toContain('<script type="application/ld+json">{"@type":"Product"}</script>');
    expect(out).toContain('<script>self.__next_f.push([1,"x"])</script>');
  });

  it('ends the body with one inline starter naming the scripts in document order', () => {
    const scripts = inlineScripts(out);
    const starter = scripts.at(-1)!;
    expect(out.endsWith(`<script>${starter}</script></body></html>`)).toBe(true);
    expect(starter).toContain('["/_next/static/chunks/react-dom.js","/_next/static/chunks/runtime.js","/_next/static/chunks/boot.js"]');
  });

  it('leaves a document without chunk scripts, or a fragment, as it is', () => {
    const plain = '<!doctype html><html><head></head><body><h1>x</h1></body></html>';
    expect(paintFirst(plain)).toBe(plain);
    expect(paintFirst('<script src="/_next/static/chunks/a.js" async=""></script>')).toBe('<script src="/_next/static/chunks/a.js" async=""></script>');
  });

  it('leaves Next\'s error shell (a not-found product) as it is: only its scripts paint it', () => {
    const shell = PAGE.replace('<html>', '<html id="__next_error__">').replace(/<main>.*<\/main>/, '');
    expect(paintFirst(shell)).toBe(shell);
  });
});

describe('firstLoadScripts', () => {
  it('finds the same files in a page before and after paintFirst, the legacy one marked', () => {
    const sorted = (list: { src: string; noModule: boolean }[]) => [...list].sort((a, b) => a.src.localeCompare(b.src));
    const before = firstLoadScripts(PAGE);
    expect(before.map((s) => s.src)).toEqual(['react-dom', 'runtime', 'legacy', 'boot'].map((n) => `/_next/static/chunks/${n}.js`));
    expect(before.filter((s) => s.noModule).map((s) => s.src)).toEqual(['/_next/static/chunks/legacy.js']);
    expect(sorted(firstLoadScripts(paintFirst(PAGE)))).toEqual(sorted(before));
  });
});

/** Runs the starter in a stand-in browser and reports which scripts it added, and when. */
function browser({ visible = true, types = ['element', 'largest-contentful-paint'], hero = true, broken = false } = {}) {
  const starter = inlineScripts(paintFirst(PAGE)).at(-1)!;
  const added: string[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  let observed: { type: string; report: (entries: { identifier?: string }[]) => void } | undefined;
  const on = (type: string, fn: () => void) => (listeners[type] ??= []).push(fn);
  const heroImage = { complete: broken, naturalWidth: 0, addEventListener: on };
  const PerformanceObserver = Object.assign(
    function PO(this: unknown, fn: (list: { getEntries(): unknown[] }) => void) {
      return {
        observe({ type }: { type: string }) {
          observed = { type, report: (entries) => fn({ getEntries: () => entries }) };
        },
      };
    },
    { supportedEntryTypes: types },
  );
  const context = {
    document: {
      visibilityState: visible ? 'visible' : 'hidden',
      head: { appendChild: (el: { src: string }) => added.push(el.src) },
      createElement: () => ({}),
      querySelector: (selector: string) => (hero && selector === 'img[elementtiming="hero"]' ? heroImage : null),
      addEventListener: on,
    },
    addEventListener: on,
    PerformanceObserver,
    self: { PerformanceObserver },
    performance: { mark() {} },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
  };
  vm.runInNewContext(starter, context);
  return {
    added,
    observed: () => observed?.type,
    /** Runs the frames and the timers of at most `ms`. */
    flush: (ms = 0) => {
      for (const fn of frames.splice(0)) fn();
      for (const t of timers.filter((t) => t.ms <= ms)) t.fn();
    },
    fire: (type: string) => listeners[type]?.forEach((fn) => fn()),
    report: (entries: { identifier?: string }[]) => observed?.report(entries),
  };
}

const ALL = ['/_next/static/chunks/react-dom.js', '/_next/static/chunks/runtime.js', '/_next/static/chunks/boot.js'];

describe('the starter', () => {
  it('waits for the priority picture to be on screen, then adds every script once', () => {
    const b = browser();
    expect(b.observed()).toBe('element');
    b.report([{ identifier: '' }]);
    b.fire('load');
    b.flush(1000);
    expect(b.added).toEqual([]);
    b.report([{ identifier: 'hero' }]);
    expect(b.added).toEqual(ALL);
    b.flush(5000);
    b.fire('keydown');
    expect(b.added).toEqual(ALL);
  });

  it('without a priority picture, starts at the first largest paint', () => {
    const b = browser({ hero: false });
    expect(b.observed()).toBe('largest-contentful-paint');
    b.report([{}]);
    expect(b.added).toEqual(ALL);
  });

  it('starts at once on the customer\'s first touch or key', () => {
    const b = browser();
    b.fire('pointerdown');
    expect(b.added).toEqual(ALL);
  });

  it('starts 2.5 seconds after load when the picture is never reported, and a frame after it fails', () => {
    const b = browser();
    b.fire('load');
    b.flush(2499);
    expect(b.added).toEqual([]);
    b.flush(2500);
    expect(b.added).toEqual(ALL);

    const failing = browser();
    failing.fire('error');
    failing.flush();
    expect(failing.added).toEqual(ALL);
    const failed = browser({ broken: true });
    failed.flush();
    expect(failed.added).toEqual(ALL);
  });

  it('starts after the first frame where the browser times no paints, and at once in a hidden tab', () => {
    const safari = browser({ types: ['paint'] });
    expect(safari.added).toEqual([]);
    safari.flush();
    expect(safari.added).toEqual(ALL);

    const hidden = browser({ visible: false });
    hidden.flush();
    expect(hidden.added).toEqual(ALL);
  });

  it('starts when the tab is hidden before the paint', () => {
    const b = browser();
    b.fire('visibilitychange');
    expect(b.added).toEqual(ALL);
  });
});
