import { expect, test, type Page } from '@playwright/test';
import http from 'node:http';
import { customerId, loginThroughUi, otpFor, registerCustomer, signedInCustomer, uniqueMobile } from './helpers';

const PORT = Number(process.env.E2E_PORT || 3100);
/** A second local server: the "other origin" (same site as localhost, another port). */
const ATTACKER_PORT = Number(process.env.E2E_ATTACKER_PORT || PORT + 10);
const SHOP = `http://localhost:${PORT}`;

async function sessionCookies(page: Page) {
  return (await page.context().cookies(SHOP)).filter((c) => c.name.startsWith('shop_')).map((c) => `${c.name}=${c.value}`).sort();
}

test.describe('redirects', () => {
  test('a login with redirect=/.//evil.example stays on this origin', async ({ page, request }) => {
    const mobile = uniqueMobile();
    await registerCustomer(request, mobile);
    await loginThroughUi(page, mobile, '/login?redirect=/.//evil.example');
    await expect(page).toHaveURL(new RegExp(`^${SHOP}/$`));
    // Logged in, the proxy answers /login itself: encoded dot segments stay home too.
    for (const target of ['%2F.%2F%2Fevil.example', '/%2e//evil.example', '/x/..//evil.example']) {
      await page.goto(`/login?redirect=${target}`);
      await expect(page).toHaveURL(new RegExp(`^${SHOP}/$`));
    }
  });
});

test.describe('cross-site requests', () => {
  let attacker: http.Server;
  let pageHtml = '';
  test.beforeAll(async () => {
    attacker = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(pageHtml);
    });
    await new Promise<void>((resolve) => attacker.listen(ATTACKER_PORT, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

  test('forms posted from another origin to login, profile edit and logout are refused; cookies unchanged', async ({ page, request }) => {
    const victim = uniqueMobile();
    await registerCustomer(request, victim);
    await loginThroughUi(page, victim);
    await expect(page).toHaveURL(new RegExp(`^${SHOP}/$`));
    const id = await customerId(page);
    const before = await sessionCookies(page);
    expect(before.join(' ')).toContain('shop_role=customer');

    // The attacker's own account and a fresh, unused code for it (login CSRF).
    const attackerMobile = uniqueMobile();
    expect((await request.post('/api/v1/user/login', { data: { mobile: attackerMobile } })).status()).toBe(200);
    const code = await otpFor(request, attackerMobile);
    const json = `{"mobile":"${attackerMobile}","code":"${code}","x":"`;
    pageHtml = `<!doctype html><html><body>
      <form id="validate" method="POST" action="${SHOP}/api/v1/user/validate" enctype="text/plain">
        <input type="hidden" name='${json}' value='"}'></form>
      <form id="edit" method="POST" action="${SHOP}/api/v1/app/customers/${id}/edit">
        <input type="hidden" name="first_name" value="هکر"></form>
      <form id="logout" method="POST" action="${SHOP}/api/session/logout"></form>
    </body></html>`;

    for (const form of ['validate', 'edit', 'logout']) {
      // localhost:<other port> is the same site: the browser sends the Lax session cookie along.
      await page.goto(`http://localhost:${ATTACKER_PORT}/`);
      const answer = page.waitForResponse((r) => r.url().startsWith(SHOP) && r.request().method() === 'POST');
      await page.evaluate((f) => (document.getElementById(f) as HTMLFormElement).submit(), form);
      const res = await answer;
      expect(res.status(), form).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, data: null, code: 403 });
      expect(res.headers()['set-cookie']).toBeUndefined();
      expect(await sessionCookies(page), form).toEqual(before);
    }

    // Still the victim, profile untouched; the same calls from this origin work.
    const me = await page.request.get(`/api/v1/app/customers/${id}`);
    expect(me.status()).toBe(200);
    expect((await me.json()).data.first_name).not.toBe('هکر');
    await page.goto('/profile');
    const edited = await page.evaluate(
      async (path) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"first_name":"سارا"}' })).status,
      `/api/v1/app/customers/${id}/edit`,
    );
    expect(edited).toBe(200);
    // JSON disguised as text/plain from this origin is refused as well.
    const disguised = await page.evaluate(
      async (path) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"first_name":"x"}' })).status,
      `/api/v1/app/customers/${id}/edit`,
    );
    expect(disguised).toBe(415);
  });
});

test('a token used after logout gets 401', async ({ page, request, playwright }) => {
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  await loginThroughUi(page, mobile);
  await expect(page).toHaveURL(new RegExp(`^${SHOP}/$`));
  const id = await customerId(page);
  const token = (await page.context().cookies(SHOP)).find((c) => c.name === 'shop_token')!.value;
  await page.getByRole('button', { name: 'حساب من' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'خروج' }).click();
  await reloaded;

  const replay = await playwright.request.newContext({ baseURL: SHOP, extraHTTPHeaders: { cookie: `shop_token=${token}` } });
  const res = await replay.get(`/api/v1/app/customers/${id}`);
  expect(res.status()).toBe(401);
  expect(await res.json()).toMatchObject({ success: false, data: null, code: 401 });
  await replay.dispose();
});

test('no answer a page script can read carries the session token: a guest session started, a login', async ({ page }) => {
  const mobile = uniqueMobile();
  // A text file: no shop script runs, so the first API call below is the one that starts the session.
  await page.goto('/robots.txt');
  const readable = (path: string, body?: object) =>
    page.evaluate(
      async ({ path, body }) => {
        const init = body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {};
        const res = await fetch(path, init);
        return { status: res.status, headers: [...res.headers].map(([name, value]) => `${name}: ${value}`) };
      },
      { path, body },
    );
  const answers = [await readable('/api/v1/app/config')];
  const guestToken = (await page.context().cookies(SHOP)).find((c) => c.name === 'shop_token')?.value;
  expect(guestToken).toBeTruthy();
  answers.push(await readable('/api/v1/user/login', { mobile }));
  answers.push(await readable('/api/v1/user/validate', { mobile, code: await otpFor(page.request, mobile) }));
  const customerToken = (await page.context().cookies(SHOP)).find((c) => c.name === 'shop_token')?.value;
  expect(customerToken, 'the customer session cookie').toBeTruthy();
  expect(customerToken).not.toBe(guestToken);
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  for (const { headers } of answers) {
    for (const line of headers) {
      expect(line).not.toContain(guestToken);
      expect(line).not.toContain(customerToken);
    }
  }
});

test.describe('bad input', () => {
  const securityHeaders = (headers: Record<string, string>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBeTruthy();
  };

  test('a NUL character in JSON answers 400 with the Persian error shape', async ({ request }) => {
    const cases: [string, unknown][] = [
      ['/api/v1/products/search', { name: 'a\u0000b' }],
      ['/api/v1/products/search/fast', { name: 'a\u0000b' }],
      ['/api/v1/products/properties/search', { properties: [{ name: '\u0000', value: 'x' }] }],
      ['/api/v1/user/login', { mobile: '0912\u0000' }],
    ];
    for (const [path, data] of cases) {
      const res = await request.post(path, { data });
      expect(res.status(), path).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ success: false, data: null, code: 400 });
      expect(body.msg).toMatch(/[\u0600-\u06ff]/);
    }
  });

  test('malformed percent-encoding in a path answers 400, never 500, with the security headers', async ({ request }) => {
    for (const path of ['/api/v1/%ff', '/api/health%ff']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, data: null, code: 400 });
      securityHeaders(res.headers());
    }
    const pageRes = await request.get('/product/%ff');
    expect(pageRes.status()).toBe(400);
    expect(await pageRes.text()).toContain('lang="fa"');
    securityHeaders(pageRes.headers());
    expect(pageRes.headers()['content-security-policy']).toContain("object-src 'none'");
  });

  test('a target that is not a path, a Host that is not a host name, and dot segments under /api answer 4xx', async () => {
    const send = (path: string, host = `localhost:${PORT}`) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = http.request({ host: 'localhost', port: PORT, path, setHost: false, headers: { host } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const target of ['*', 'http://evil.example/']) {
      const res = await send(target);
      expect(res.status, target).toBe(400);
      expect(res.headers.location, target).toBeUndefined();
      expect(res.body, target).toContain('lang="fa"');
    }
    for (const host of ['[::1', 'a:b:c', 'a@b', 'a/b']) {
      const res = await send('/api/v1/home', host);
      expect(res.status, host).toBe(400);
      expect(JSON.parse(res.body), host).toMatchObject({ success: false, data: null, code: 400 });
    }
    // Dot segments, encoded or not: a browser resolves them before it sends a path.
    for (const path of ['/api/v1/%2e%2e', '/api/v1/%2e%2e/%2e%2e/etc/passwd', '/api/dev/%2e%2e', '/api/../product/1', '/x/../api/v1/home']) {
      const res = await send(path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toContain('نشانی درخواست معتبر نیست');
    }
    // The API's own root: the envelope, not Next's HTML page.
    for (const path of ['/api', '/api/']) {
      const res = await send(path);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body), path).toMatchObject({ success: false, data: null, code: 404 });
    }
  });

  test('a method an /api route does not take answers 405 with Allow and the Persian error shape', async ({ request }) => {
    for (const [method, path, allow] of [['POST', '/api/health', 'GET'], ['GET', '/api/session/logout', 'POST'], ['DELETE', '/api/push-config', 'GET']]) {
      const res = await request.fetch(path, { method, headers: { origin: SHOP } });
      expect(res.status(), `${method} ${path}`).toBe(405);
      expect(res.headers()['allow'], `${method} ${path}`).toBe(allow);
      expect(await res.json()).toMatchObject({ success: false, data: null, code: 405, msg: 'این نوع درخواست پشتیبانی نمی‌شود' });
    }
  });

  test('a body past 8 MiB answers 413 before the upload is read to its end, declared or chunked, to a client still sending', async ({ request }) => {
    const TOTAL = 64 * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    /** Sends up to TOTAL bytes, honouring backpressure; resolves with the answer and the bytes written before it came. */
    const upload = (headers: http.OutgoingHttpHeaders) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; written: number }>((resolve, reject) => {
        let written = 0;
        let answered = false;
        const req = http.request({ host: 'localhost', port: PORT, path: '/api/v1/upload', method: 'POST', headers: { origin: SHOP, 'content-type': 'application/json', ...headers } }, (res) => {
          answered = true;
          const sentBefore = written;
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (body += c));
          res.on('end', () => {
            resolve({ status: res.statusCode!, headers: res.headers, body, written: sentBefore });
            // Answered: the rest of the upload is not sent.
            req.destroy();
          });
        });
        req.on('error', (err) => !answered && reject(err));
        const pump = () => {
          while (!answered && written < TOTAL) {
            written += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          if (!answered) req.end();
        };
        pump();
      });
    for (const headers of [{ 'content-length': TOTAL }, { 'transfer-encoding': 'chunked' }]) {
      const res = await upload(headers);
      const label = Object.keys(headers)[0];
      expect(res.status, label).toBe(413);
      expect(JSON.parse(res.body), label).toEqual({ success: false, data: null, msg: 'حجم درخواست بیش از حد مجاز است', code: 413 });
      expect(res.written, label).toBeLessThan(TOTAL / 2);
    }
    // The server is none the worse for it.
    expect((await request.get('/api/v1/home')).status()).toBe(200);
  });

  test('TRACE answers 405 with the security headers', async ({ request }) => {
    const res = await request.fetch('/', { method: 'TRACE' });
    expect(res.status()).toBe(405);
    expect(res.headers()['allow']).toContain('GET');
    securityHeaders(res.headers());
  });
});

test('CSP is enforced on every page of the journeys with no violation; HSTS only over https, as the socket or a trusted proxy says', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/content security policy|csp violation/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation ${e.violatedDirective} ${e.blockedURI}`)),
  );
  const policies = new Map<string, string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document' && r.url().startsWith(SHOP)) policies.set(new URL(r.url()).pathname, r.headers()['content-security-policy'] ?? '');
  });

  // Home → category (client navigation) → product: the public, cached pages.
  await page.goto('/');
  const category = page.getByRole('region', { name: 'دسته‌بندی‌ها' }).locator('a[href^="/category/"]').first();
  const categoryPath = (await category.getAttribute('href'))!;
  await category.click();
  // A client navigation to a category page not rendered yet: its first render can take a while.
  await expect(page).toHaveURL(new RegExp(`${categoryPath}$`), { timeout: 30_000 });
  await page.goto(categoryPath);
  const product = page.getByRole('article').first().getByRole('link').first();
  await product.click();
  await expect(page).toHaveURL(/\/product\/\d+/);
  await page.reload();
  // Scripts run: the add button updates the header's cart badge.
  await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /سبد خرید/ }).getByTestId('cart-count')).toHaveText(/^۱/);

  // The dynamic pages, each with its own nonce.
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'اقلام سبد خرید' }).getByRole('listitem')).toHaveCount(1);
  await page.goto('/search?name=' + encodeURIComponent('قهوه'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await signedInCustomer(page, request, '/profile');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'حساب کاربری' })).toBeVisible();
  await page.goto('/profile/favorites');
  await expect(page.getByRole('heading', { name: 'علاقه‌مندی‌ها' })).toBeVisible();
  await page.goto('/product/99999999');
  await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
  // Not found under a nonce path: Next's prerendered page has no nonce, so it gets the hash policy
  // and its scripts run (the header's account menu appears).
  const missing = '/profile/no-such-page';
  expect((await page.goto(missing))!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'حساب من' })).toBeVisible();

  expect(violations).toEqual([]);
  for (const [path, policy] of policies) {
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc, path).not.toBe('');
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    for (const directive of ["object-src 'none'", "base-uri 'self'", 'frame-ancestors', "form-action 'self'"]) expect(policy, path).toContain(directive);
    if (/^\/(cart|search|login|profile)/.test(path) && path !== missing) expect(scriptSrc, path).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    else expect(scriptSrc, path).toMatch(/^script-src 'self'( 'sha256-[^']+')+$/);
  }
  expect([...policies.keys()]).toEqual(expect.arrayContaining(['/', categoryPath, '/cart', '/search', '/login', '/profile', '/profile/favorites']));

  // Two visitors get the same public policy (cache-safe), and each dynamic page a fresh nonce.
  const [a, b] = [await request.get('/'), await request.get('/')];
  expect(a.headers()['content-security-policy']).toBe(b.headers()['content-security-policy']);
  const [c, d] = [await request.get('/cart'), await request.get('/cart')];
  expect(c.headers()['content-security-policy']).not.toBe(d.headers()['content-security-policy']);
  expect(a.headers()['strict-transport-security']).toBeUndefined();
  // A client's own X-Forwarded-Proto says nothing without a trusted proxy (TRUST_PROXY=1; unit-tested).
  const claimed = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(claimed.headers()['strict-transport-security']).toBeUndefined();
});
