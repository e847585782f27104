import type { Queryable } from '../../db/client';

// What a route that took a wrong type unchecked would store: String({}), String(null), String(undefined);
// and control characters or U+FFFD, which a lone surrogate or a byte that is not UTF-8 becomes.
const TEXT_GARBAGE = String.raw`\[object Object\]|^(undefined|null)$|[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffd]`;
// No text field takes this much; the fuzz sends 5,000- and 100,000-character strings.
const HUGE = 4000;

/**
 * Per "table.column", the rows holding garbage: text or JSON from a wrong type or oversized, a
 * number NaN or infinite. Taken before and after the fuzz: a row more means some 2xx answer
 * stored what it should have refused.
 */
export async function garbageCounts(db: Queryable): Promise<Record<string, number>> {
  const columns = await db.query<{ t: string; c: string; numeric: boolean }>(
    `SELECT table_name AS t, column_name AS c, data_type IN ('numeric', 'double precision', 'real') AS numeric
     FROM information_schema.columns
     WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'numeric', 'double precision', 'real')
     ORDER BY 1, 2`,
  );
  if (!columns.length) return {};
  const sql = columns
    .map(({ t, c, numeric }) => {
      const bad = numeric ? `"${c}" IN ('NaN', 'Infinity', '-Infinity')` : `"${c}"::text ~ $1 OR length("${c}"::text) > ${HUGE}`;
      return `SELECT '${t}.${c}' AS k, count(*)::int AS n FROM "${t}" WHERE ${bad}`;
    })
    .join(' UNION ALL ');
  const rows = await db.query<{ k: string; n: number }>(sql, [TEXT_GARBAGE]);
  return Object.fromEntries(rows.filter((r) => r.n > 0).map((r) => [r.k, r.n]));
}
