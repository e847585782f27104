import { NextResponse, type NextRequest } from 'next/server';
import { upstreamCall } from '@/lib/api/upstream';
import { isSecureRequest, issuedCookies, sessionToken } from '@/lib/session/cookies';
import { extractToken } from '@/lib/session/token-response';
import { QR_ERROR_PARAM, QR_SHOP_COOKIE_MAX_AGE_S, loginToIdOf, qrIdFrom, qrShopCookie } from '@/lib/qr/landing';

export const dynamic = 'force-dynamic';

/**
 * Home, by a relative Location: request.url carries the address the server listens on
 * (0.0.0.0), not the one the phone scanned, whatever host name or proxy is in front.
 */
function home(location: '/' | `/?${typeof QR_ERROR_PARAM}=1`): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location, 'cache-control': 'private, no-store' } });
}

const failed = () => home(`/?${QR_ERROR_PARAM}=1`);

/**
 * The printed QR code's URL (spec section 7, GET /qrcode/{id}/get): the exchange happens here on
 * the server, so the token only ever reaches the browser as the httpOnly cookie. The caller's
 * own session goes along, so a logged-in customer stays logged in. Home gets login_to_id to
 * store as QR_SHOP, in a short-lived cookie (lib/qr/landing.ts); any failure goes home with a
 * notice flag, never an error page.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const id = qrIdFrom((await params).id);
  if (!id) return failed();

  const headers = new Headers({ accept: 'application/json' });
  const token = sessionToken(request.cookies);
  if (token) headers.set('authorization', `Bearer ${token}`);

  try {
    const upstream = await upstreamCall(`v1/qrcode/${id}/get`, { headers, from: request });
    const body: unknown = upstream.ok ? await upstream.json().catch(() => null) : null;
    const { issued, forwarded } = extractToken(body);
    const loginToId = loginToIdOf(forwarded);
    if (!issued || loginToId === null) return failed();

    const response = home('/');
    const secure = isSecureRequest(request.url, request.headers.get('x-forwarded-proto'));
    for (const cookie of issuedCookies(request, issued)) response.cookies.set(cookie);
    // Read and deleted by the home page's script (components/account/QrLanding.tsx).
    response.cookies.set({ name: qrShopCookie(secure), value: String(loginToId), httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge: QR_SHOP_COOKIE_MAX_AGE_S });
    return response;
  } catch (err) {
    console.error('[qr]', err);
    return failed();
  }
}
