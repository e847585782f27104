import { NextResponse } from 'next/server';
import { upstreamCall } from '@/lib/api/upstream';
import { MESSAGES } from '@/lib/errors';
import { parsePushConfig, type PushConfig } from '@/lib/pwa/push-config-shape';
import { otherMethods } from '@/lib/api/other-methods';
import { failureResponse } from '@/lib/api/failure.mjs';

/**
 * GET /api/push-config — the push-messaging configuration for the browser (lib/pwa/push-config).
 * The API's GET wants `Authorization: Key <PUSH_CONFIG_KEY>` (spec section 7); that key is
 * server configuration, so it is added here and never reaches the browser (the gateway refuses
 * that path). Without a key the shop has no push: {push: null}, and the API is not asked.
 * The answer holds nothing personal, so any cache may keep it for a few minutes.
 */
export const dynamic = 'force-dynamic';
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');

function answer(push: PushConfig | null) {
  return NextResponse.json({ success: true, data: { push }, msg: '', code: 200 }, { headers: { 'cache-control': 'public, max-age=300' } });
}

function pushOf(body: unknown): unknown {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  return data && typeof data === 'object' ? (data as { push?: unknown }).push : undefined;
}

export async function GET() {
  const key = process.env.PUSH_CONFIG_KEY;
  if (!key) return answer(null);
  try {
    const upstream = await upstreamCall('v1/app/push/config', { headers: { authorization: `Key ${key}`, accept: 'application/json' } });
    const push = upstream.ok ? parsePushConfig(pushOf(await upstream.json().catch(() => null))) : undefined;
    if (push !== undefined) return answer(push);
    const hint = upstream.status === 401 ? ' (the API refused PUSH_CONFIG_KEY)' : '';
    console.error(`[push-config] unusable answer from the API: HTTP ${upstream.status}${hint}`);
  } catch (err) {
    console.error('[push-config]', err);
  }
  return failureResponse(502, MESSAGES.server);
}
