// A mid-range phone's Chrome: what a visitor from a search result sends, and the tests' Chromium
// to load pages as one. Shared by the benches that fetch or load a page as such a visitor.
import { existsSync } from 'node:fs';

export const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export const CHROME = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Playwright context options for that phone (Lighthouse's mobile viewport). */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: BROWSER_UA };
