import type { Context } from 'hono';
import { HttpError, messages } from '../http';
import { normalizeMobile } from '../../common/digits';

type Body = Record<string, unknown>;

/** Parses a JSON object body; anything else (bad JSON, arrays, scalars) is a 400. */
export async function readBody(c: Context): Promise<Body> {
  let body: unknown;
  try {
    // Bytes that are not UTF-8 are refused, not stored as U+FFFD.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await c.req.arrayBuffer());
    body = text ? JSON.parse(text, plainString) : {};
  } catch {
    throw new HttpError(400, messages.badRequest);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, messages.badRequest);
  if (!storableJson(body)) throw new HttpError(400, messages.badRequest);
  return body as Body;
}

// No route reads a body nested more than a few levels; 32 leaves room and stops hostile depth.
const MAX_DEPTH = 32;
// The largest body a route takes, 100 lines of 50 toppings each ({id, count}), has about 15,400
// values; a megabyte of `{}` has 250,000, each walked here and then by the route.
const MAX_NODES = 25_000;

// A line or page break of another kind (Word's soft break, a PDF's page break, NEL): a line break.
const OTHER_BREAKS = /[\u000b\u000c\u0085]/g;
// Bidi embeddings, overrides and isolates (LRE…RLO, LRI…PDI). No keyboard types them; pasted or
// hostile, an override shows a name or comment reversed and an unclosed one reorders
// the text after it on the page. Dropped from every string a route reads. Direction marks
// (LRM, RLM, ALM), which only nudge neutral characters, are kept.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
const plainString = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(OTHER_BREAKS, '\n').replace(BIDI_CONTROLS, '') : value;

// Control characters but tab and line breaks: NUL, which PostgreSQL text cannot store, and the
// rest (a bell, a terminal escape), which no form types.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Text a route may store: no control character and no lone surrogate (stored as U+FFFD). */
export function storableText(text: string): boolean {
  return text.isWellFormed() && !CONTROL.test(text);
}

/**
 * Whether a parsed JSON value is one the routes can take: nested at most MAX_DEPTH levels, and
 * every string (keys included) storableText, at most MAX_NODES values. Refused here once for
 * every route instead of failing in SQL or storing garbage. A loop, not recursion: a body
 * thousands of levels deep must not overflow the stack.
 */
export function storableJson(value: unknown): boolean {
  const pending: [item: unknown, depth: number][] = [[value, 0]];
  let nodes = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (++nodes > MAX_NODES) return false;
    const [item, depth] = next;
    if (typeof item === 'string' && !storableText(item)) return false;
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_DEPTH) return false;
    for (const [key, child] of Object.entries(item)) {
      if (!storableText(key)) return false;
      pending.push([child, depth + 1]);
    }
  }
  return true;
}

/**
 * A JSON string or number as text; null for anything else. Never String() an untyped value: an
 * object like {"toString": 1} makes it throw (a 500), and an array or object gives junk text.
 */
export function scalarText(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

export function optionalString(body: Body, key: string, max = 200): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  const text = scalarText(value)?.trim();
  if (text === undefined) throw new HttpError(400, `مقدار «${key}» معتبر نیست`);
  if (text.length > max) throw new HttpError(400, `مقدار «${key}» بیش از حد طولانی است`);
  return text;
}

export function requiredString(body: Body, key: string, max = 200): string {
  const text = optionalString(body, key, max);
  if (!text) throw new HttpError(400, `مقدار «${key}» الزامی است`);
  return text;
}

/** Iranian mobile numbers: 09xxxxxxxxx, accepting Persian/Arabic digits and +98/0098 prefixes. */
export function parseMobile(value: unknown): string {
  const text = scalarText(value);
  const mobile = text === null ? null : normalizeMobile(text);
  if (mobile === null) throw new HttpError(400, 'شماره موبایل معتبر نیست');
  return mobile;
}

/** A positive integer path or query parameter; anything else is "not found" for ids. */
export function parseId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw new HttpError(404, messages.notFound);
  const id = Number(value);
  if (id < 1) throw new HttpError(404, messages.notFound);
  return id;
}

/** Iranian national code (کد ملی): ten digits with a mod-11 check digit. */
export function isValidNationCode(code: string): boolean {
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 9).reduce((acc, d, i) => acc + d * (10 - i), 0);
  const rest = sum % 11;
  return rest < 2 ? digits[9] === rest : digits[9] === 11 - rest;
}
