// Content-coding negotiation (RFC 9110 §12.5.3), shared by every layer of the server that
// compresses: the page cache, the precompressed static files and the direct API path.

/**
 * The coding to answer with for an Accept-Encoding header, among `offered` (in the server's
 * order of preference, which breaks ties) and identity; null when none is acceptable. Names are
 * case-insensitive, q=0 refuses a coding, `*` stands for every coding not named, identity is
 * acceptable unless refused (and least preferred unless named). No header at all gets identity,
 * as Next's own compression does.
 */
export function negotiateEncoding(header, offered = ['gzip']) {
  if (header === undefined || header === null) return 'identity';
  const q = new Map();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let quality = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) quality = Number(match[1]);
    }
    if (!Number.isFinite(quality) || quality > 1) quality = 1;
    q.set(coding, Math.max(quality, q.get(coding) ?? 0));
  }
  const star = q.get('*');
  const qualityOf = (coding) =>
    coding === 'gzip' ? Math.max(q.get('gzip') ?? star ?? 0, q.get('x-gzip') ?? 0) : (q.get(coding) ?? star ?? 0);
  let best = null;
  let bestQ = 0;
  for (const coding of offered) {
    const quality = qualityOf(coding);
    if (quality > bestQ) [best, bestQ] = [coding, quality];
  }
  // Identity not named is acceptable but the least preferred (as Next's negotiator ranks it).
  const identity = q.get('identity') ?? star ?? Number.MIN_VALUE;
  if (best && bestQ >= identity) return best;
  if (identity > 0) return 'identity';
  return null;
}
