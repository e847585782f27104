import { HttpError } from '../http';

const MAX_LENGTH = 500;

/**
 * success_url / fail_url as a same-site path. Absolute URLs are accepted only on the shop's own
 * origin (SITE_URL) and reduced to their path, so a callback can never become an open redirect.
 */
export function sameSitePath(value: unknown, field: string, publicUrl?: string): string {
  const bad = new HttpError(400, `آدرس بازگشت «${field}» معتبر نیست`);
  if (typeof value !== 'string') throw bad;
  let text = value.trim();
  if (!text || text.length > MAX_LENGTH) throw bad;
  if (publicUrl && /^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw bad;
    }
    if (url.origin !== new URL(publicUrl).origin) throw bad;
    text = `${url.pathname}${url.search}${url.hash}`;
    // URL percent-encodes what it parses (a Persian letter becomes six characters): measured again.
    if (text.length > MAX_LENGTH) throw bad;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    throw bad;
  }
  for (const form of [text, decoded]) {
    if (!form.startsWith('/') || form.startsWith('//') || form.includes('\\') || /[\u0000-\u001f\u007f]/.test(form)) throw bad;
  }
  return text;
}

/** Adds a query parameter to a same-site path. */
export function withParam(path: string, name: string, value: string): string {
  const hash = path.indexOf('#');
  const [base, fragment] = hash >= 0 ? [path.slice(0, hash), path.slice(hash)] : [path, ''];
  return `${base}${base.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}${fragment}`;
}

/**
 * The path with every non-ASCII character percent-encoded (UTF-8), as a browser would send it:
 * a Location header carries bytes only, and return paths may be Persian.
 */
export function asciiPath(path: string): string {
  return path.toWellFormed().replace(/[^\x00-\x7f]+/gu, (run) => encodeURIComponent(run));
}
