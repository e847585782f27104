import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { otherMethods } from '@/lib/api/other-methods';
import { readRequestBody } from '@/lib/http/limited-body';

/**
 * POST /api/revalidate — refreshes cached catalogue pages on demand (after an edit in the shop's
 * panel). Secret: the `x-revalidate-secret` header, `Authorization: Bearer <secret>`, or a
 * `secret` field in the body, compared in constant time with REVALIDATE_SECRET; anything else
 * is 401 (also when no secret is configured).
 * Body: {tags?: string[] | string, paths?: string[] | string, immediate?: boolean}
 *   tags: product:<id>, category:<id>, home (everything), categories, config
 *   immediate: the next request waits for fresh data instead of getting the stale page once.
 */
export const dynamic = 'force-dynamic';
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');

const MAX_BODY = 64 * 1024;
const MAX_ITEMS = 100;

function envelope(status: number, msg: string, data: unknown = null) {
  return Response.json({ success: status < 400, data, msg, code: status }, { status });
}

const refused = () => envelope(401, 'احراز هویت انجام نشد');

function sameSecret(given: string, expected: string): boolean {
  // Hash both so the comparison takes the same time whatever the lengths.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

const CONTROL = /[\u0000-\u001f\u007f]/;

function list(value: unknown): string[] | null {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : [value];
  if (items.length > MAX_ITEMS || items.some((v) => typeof v !== 'string')) return null;
  return items as string[];
}

const validTag = (t: string) => t.length >= 1 && t.length <= 256 && !CONTROL.test(t);
const validPath = (p: string) => p.startsWith('/') && !p.startsWith('//') && p.length <= 1024 && !CONTROL.test(p) && !p.includes('\\');

export async function POST(request: Request) {
  const expected = process.env.REVALIDATE_SECRET;
  const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const header = request.headers.get('x-revalidate-secret') ?? bearer ?? null;
  // Refused before the body is read when the headers already settle it.
  if (!expected || (header !== null && !sameSecret(header, expected))) return refused();

  const read = await readRequestBody(request, MAX_BODY);
  if (!read.ok) return envelope(read.status, read.msg);
  const text = new TextDecoder().decode(read.bytes);
  let body: Record<string, unknown> = {};
  if (text.trim()) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: no body secret, no tags.
    }
  }
  if (header === null && !(typeof body.secret === 'string' && sameSecret(body.secret, expected))) return refused();

  const tags = list(body.tags ?? body.tag);
  const paths = list(body.paths ?? body.path);
  if (!tags || !paths || !tags.every(validTag) || !paths.every(validPath)) return envelope(400, 'اطلاعات ارسال شده صحیح نیست');
  if (tags.length === 0 && paths.length === 0) return envelope(400, 'برچسب یا مسیری برای به‌روزرسانی فرستاده نشده است');

  const profile = body.immediate === true ? { expire: 0 } : 'max';
  for (const tag of tags) revalidateTag(tag, profile);
  for (const path of paths) revalidatePath(path);
  return envelope(200, 'به‌روزرسانی انجام شد', { tags, paths, now: Date.now() });
}
