import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OWN_NOT_FOUND, notFoundPage } from './not-found-page.mjs';

const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""><!--$--><!--/$--></div><script src="/a.js" async=""></script></body></html>';
const PUBLIC_404 = { status: 404, path: '/product/99999' };
const DRAWN = '<!DOCTYPE html><html lang="fa" dir="rtl"><body><h1>صفحه پیدا نشد</h1></body></html>';

describe('notFoundPage', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'not-found-'));
  mkdirSync(path.join(dist, 'server', 'app'), { recursive: true });
  writeFileSync(path.join(dist, 'server', 'app', '_not-found.html'), DRAWN);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("serves the build's drawn not-found page for Next's empty 404 shell", () => {
    expect(notFoundPage(dist)(SHELL, PUBLIC_404)).toBe(DRAWN);
  });

  it('leaves a drawn 404, a failed render (500), a 404 with a not-found page of its own and every other page as they are', () => {
    const rewrite = notFoundPage(dist);
    expect(rewrite(DRAWN, PUBLIC_404)).toBe(DRAWN);
    expect(rewrite(SHELL, { status: 500, path: '/product/1' })).toBe(SHELL);
    // Its segment has a not-found page of its own, «سفارش پیدا نشد».
    expect(rewrite(SHELL, { status: 404, path: '/order/1.5' })).toBe(SHELL);
    expect(rewrite('<html><body>page</body></html>', { status: 200, path: '/' })).toBe('<html><body>page</body></html>');
  });

  it('keeps the shell, and says so once, when the build has no prerendered not-found page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rewrite = notFoundPage(path.join(dist, 'missing'));
    expect(rewrite(SHELL, PUBLIC_404)).toBe(SHELL);
    expect(rewrite(SHELL, PUBLIC_404)).toBe(SHELL);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('names every segment of app/ that has a not-found page of its own', () => {
    // app/order/[id]/not-found.tsx covers /order/… : the folders before the first dynamic one.
    const own = readdirSync('app', { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)not-found\.tsx$/.test(file) && file !== 'not-found.tsx')
      .map((file) => {
        const folders = path.dirname(file).split(path.sep).filter((folder) => !/^\(.*\)$/.test(folder));
        const dynamic = folders.findIndex((folder) => folder.startsWith('['));
        const fixed = dynamic === -1 ? folders : folders.slice(0, dynamic);
        return `/${fixed.join('/')}/`;
      });
    expect(own.sort()).toEqual([...OWN_NOT_FOUND].sort());
  });
});
