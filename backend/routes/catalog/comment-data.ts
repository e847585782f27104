import type { Queryable } from '../../db/client';
import type { ProductComment } from '../../../common/contract/catalog';

interface CommentRow {
  id: number;
  product_id: number;
  star: number;
  comment: string;
  first_name: string;
  last_name: string;
  created_at: Date | string;
}

export const ANONYMOUS_NAME = 'کاربر';

/** A comment as the API sends it: customer_name is the writer's first and last name (or «کاربر» when empty), never the mobile. */
export function commentView(row: CommentRow): ProductComment {
  return {
    id: row.id,
    product_id: row.product_id,
    star: Number(row.star),
    comment: row.comment,
    customer_name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || ANONYMOUS_NAME,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * Where a page of comments starts: an offset into the newest-first list, or just after a comment
 * of the product shown before (its id). Paging after a comment holds when comments above it are
 * hidden or written meanwhile; an offset would then skip or repeat one.
 */
export type CommentsFrom = { offset: number } | { after: number };

/** Visible comments of a product, newest first: up to `limit`, and whether more follow. */
export async function loadComments(db: Queryable, productId: number, limit: number, from: CommentsFrom = { offset: 0 }): Promise<{ results: ProductComment[]; more: boolean }> {
  const after = 'after' in from ? from.after : undefined;
  // The anchor's place is compared in SQL: read into JS, its time would lose PostgreSQL's
  // microseconds, and comments of its own millisecond would be skipped.
  const rows = await db.query<CommentRow>(
    `SELECT cm.id, cm.product_id, cm.star, cm.comment, cu.first_name, cu.last_name, cm.created_at
     FROM comments cm JOIN customers cu ON cu.id = cm.customer_id
     WHERE cm.product_id = $1 AND NOT cm.hidden
       ${after ? 'AND (cm.created_at, cm.id) < (SELECT a.created_at, a.id FROM comments a WHERE a.id = $4 AND a.product_id = $1)' : ''}
     ORDER BY cm.created_at DESC, cm.id DESC LIMIT $2 OFFSET $3`,
    after ? [productId, limit + 1, 0, after] : [productId, limit + 1, 'offset' in from ? from.offset : 0],
  );
  return { results: rows.slice(0, limit).map(commentView), more: rows.length > limit };
}

/** Whether a comment is the product's (hidden ones too: only its place matters). */
export async function isProductComment(db: Queryable, productId: number, commentId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM comments WHERE id = $1 AND product_id = $2', [commentId, productId])).length > 0;
}

/** {avg, count}: the average star to one decimal (0 without comments) and the number of visible comments. */
export async function loadRating(db: Queryable, productId: number): Promise<{ avg: number; count: number }> {
  const [row] = await db.query<{ avg: number | null; count: number }>(
    `SELECT round(avg(star), 1)::float8 AS avg, count(*)::int AS count FROM comments WHERE product_id = $1 AND NOT hidden`,
    [productId],
  );
  return { avg: row.count ? Number(row.avg) : 0, count: row.count };
}
