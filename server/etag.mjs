// Entity tags for the answers this server compresses itself (RFC 9110 §8.8.3). Next gives a page
// one strong tag, but its brotli, gzip and plain bodies are different bytes: a strong tag must
// name one of them only, so a compressed body carries the weak form, as nginx and `compression`
// do. If-None-Match compares weakly (§13.1.2), so every form still revalidates the page.

/** The weak form of an entity tag (`W/"…"`); a weak one as it is. */
export function weakEtag(tag) {
  return tag.startsWith('W/') ? tag : `W/${tag}`;
}

/**
 * Whether a GET with these request headers may be answered 304 for an answer tagged `tag`:
 * If-None-Match is `*` or names the tag, weak or strong; never when the client asks for a fresh
 * copy (Cache-Control: no-cache), as Next's own check decides.
 */
export function notModified(requestHeaders, tag) {
  const noneMatch = requestHeaders['if-none-match'];
  if (!noneMatch || !tag) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/i.test(String(requestHeaders['cache-control'] ?? ''))) return false;
  const opaque = (t) => t.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return String(noneMatch).split(',').some((t) => t.trim() === '*' || opaque(t) === wanted);
}
