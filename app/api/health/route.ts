import { NextResponse } from 'next/server';
import { upstreamCall } from '@/lib/api/upstream';
import { otherMethods } from '@/lib/api/other-methods';

export const dynamic = 'force-dynamic';
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');

/** 200 {"ok":true} once the shop API (and so its database) answers; 503 until then. */
export async function GET() {
  let retryAfter = '1';
  try {
    const res = await upstreamCall('health', { timeoutMs: 10_000 });
    if (res.ok) return NextResponse.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
    retryAfter = res.headers.get('retry-after') ?? retryAfter;
  } catch (err) {
    console.error('[health]', err);
  }
  return NextResponse.json({ ok: false }, { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': retryAfter } });
}
