/**
 * The one gate for every `redirect` parameter the app follows (proxy, login, profile).
 * Only a same-origin path is allowed: it starts with exactly one "/", and after decoding it
 * has no scheme, no second leading slash or backslash, no control or invisible characters.
 * Anything else yields the fallback.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;

  // Decode repeatedly so %252F%252F cannot smuggle "//" past a single decode.
  let decoded = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (decoded !== value && /%[0-9a-f]{2}/i.test(decoded)) return fallback;

  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith('/')) return fallback;
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
    if (candidate.includes('\\')) return fallback;
    // C0/C1 controls, DEL, zero-width and bidi marks, line/paragraph separators, BOM.
    if (/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/.test(candidate)) return fallback;
    // Unicode slash look-alikes that some browsers or proxies fold to "/" or "\".
    if (/[\u2044\u2215\u29f8\uff0f\uff3c\u3033\u2216\ufe68]/.test(candidate)) return fallback;
  }

  // Resolving collapses dot segments ("/.//x", "/x/..//x", "/%2e//x"), so the checks above say
  // nothing about the result: both the raw and the decoded value must resolve to a path that
  // still starts with exactly one "/" on the dummy origin.
  let result: string | null = null;
  for (const candidate of [value, decoded]) {
    const resolved = resolvePath(candidate);
    if (resolved === null) return fallback;
    result ??= resolved;
  }
  return result ?? fallback;
}

function resolvePath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, 'http://same.origin');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.origin' || url.username || url.password) return null;
  const path = url.pathname + url.search + url.hash;
  if (path.startsWith('//') || path.startsWith('/\\') || /^\/%(2f|5c)/i.test(path)) return null;
  return path;
}
