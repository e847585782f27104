function kind(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/**
 * A stored value where it has the kind of the fresh state's value, the fresh one where it does
 * not: storage outlives releases and can be edited, and one wrong field (a coupon stored as null,
 * an address draft as a string) must not break every page that reads it. Objects are fitted field
 * by field, so a bad field costs only itself; fields the fresh state lacks (keyed maps, fields
 * added later) and nullable fields (fresh as null) are taken as stored.
 */
export function fitStored<T>(stored: unknown, fresh: T): T {
  if (stored === undefined || fresh === null) return (stored === undefined ? fresh : stored) as T;
  if (kind(stored) !== kind(fresh)) return fresh;
  if (kind(fresh) !== 'object') return stored as T;
  const out: Record<string, unknown> = { ...(fresh as Record<string, unknown>) };
  for (const [key, value] of Object.entries(stored as Record<string, unknown>)) {
    out[key] = key in (fresh as object) ? fitStored(value, (fresh as Record<string, unknown>)[key]) : value;
  }
  return out as T;
}
