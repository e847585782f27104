/**
 * Responses that issue a token (guest login, OTP validate, QR exchange) carry it in
 * data.token.access_token. The gateway keeps it for the cookie and forwards the rest.
 */
export interface IssuedToken {
  token: string;
  role: string;
  maxAge?: number;
}

export function extractToken(body: unknown): { issued: IssuedToken | null; forwarded: unknown } {
  if (!body || typeof body !== 'object') return { issued: null, forwarded: body };
  const envelope = body as { data?: Record<string, unknown> };
  const data = envelope.data;
  const tokenObj = data?.token as { access_token?: unknown; expires_in?: unknown } | undefined;
  if (!data || typeof tokenObj?.access_token !== 'string') return { issued: null, forwarded: body };
  const { token: _dropped, ...rest } = data;
  void _dropped;
  const user = rest.user as { role?: unknown } | undefined;
  const role = typeof user?.role === 'string' ? user.role : 'customer';
  const maxAge = typeof tokenObj.expires_in === 'number' && tokenObj.expires_in > 0 ? tokenObj.expires_in : undefined;
  return { issued: { token: tokenObj.access_token, role, maxAge }, forwarded: { ...envelope, data: rest } };
}
