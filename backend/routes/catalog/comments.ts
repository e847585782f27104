import { Hono } from 'hono';
import type { Env } from '../../context';
import { HttpError, messages, ok } from '../../http';
import { requireAuth } from '../../auth/middleware';
import { enforceLimit } from '../../lib/rate-limit';
import { parseId, readBody } from '../../lib/validate';
import { commentView, isProductComment, loadComments, loadRating } from './comment-data';
import { notFound, paged, pageFromQuery, parseRefId, parseWhole, queryValue } from './params';
import { toPersianDigits } from '../../../common/digits';

export const COMMENTS_PAGE_SIZE = 10;
/** Spec: a product comment's star defaults to 1. */
export const DEFAULT_PRODUCT_STAR = 1;
/** A comment reported by this many different customers is hidden (also in migration 005). */
export const HIDE_AFTER_REPORTS = 3;
/** Comments one customer may write per hour: the spec sets no other bound, and each one empties the catalogue caches. */
export const COMMENTS_PER_HOUR = 5;
/**
 * The same comment (text and stars) on the same product sent again this soon is the one written:
 * a double press, or a press again after an answer lost on the way, writes one comment, counted
 * once in the rating and the hourly allowance.
 */
export const REPEAT_SECONDS = 600;

type CommentRow = Parameters<typeof commentView>[0];
const COMMENT_ROW = `SELECT c.id, c.product_id, c.star, c.comment, c.created_at, cu.first_name, cu.last_name
  FROM comments c JOIN customers cu ON cu.id = c.customer_id`;

async function requireProduct(db: Env['Variables']['deps']['db'], id: number) {
  const rows = await db.query('SELECT 1 FROM products WHERE id = $1', [id]);
  if (!rows.length) throw notFound();
}

/** Zero-width and direction marks: text made of them alone shows nothing. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * A comment's or report's text, trimmed, its length counted in characters as the database counts
 * them (an emoji is one, not two), and refused when nothing visible is left.
 */
function text(value: unknown, what: string, min: number, max: number): string {
  if (typeof value !== 'string') throw new HttpError(400, `${what} را وارد کنید`);
  const t = value.trim();
  if ([...t.replace(INVISIBLE, '').trim()].length < min) throw new HttpError(400, `${what} باید دست‌کم ${toPersianDigits(min)} حرف باشد`);
  if ([...t].length > max) throw new HttpError(400, `${what} بیش از حد طولانی است`);
  return t;
}

/**
 * GET  /product/{id}/comments?page&limit&before (limit default 10)
 *   → data: {results: ProductComment[], count, page, limit, pages, has_more, rating: {avg, count}}
 *   ProductComment: {id, product_id, star, comment, customer_name, created_at}; newest first.
 *   before (not in the spec): the comments after that one of the product's, ignoring page; when it
 *   is not the product's comment, page counts as without it.
 * POST /product/{id}/add/comment  (customer token) body {customer_id, star, comment}
 *   → data: ProductComment, msg. customer_id, when sent, must be the token's customer (403);
 *   guests 401; star 1–5, default 1; comment 2–1000 characters; COMMENTS_PER_HOUR per customer (429).
 * POST /product/{userId}/comments/{commentId}/report  (customer token) body {user_id, customer_id, comment}
 *   → data: {id, comment_id, product_id}. Guests 401 (they cost nothing to make, so their reports could
 *   hide any review). userId/user_id must be the token's user, customer_id the token's
 *   customer (403). comment is the reason (2–500). One report per customer and comment: 409.
 *   A comment reported by 3 distinct customers is hidden; reporting one's own comment is 400.
 */
export const commentRoutes = new Hono<Env>();

commentRoutes.get('/product/:id/comments', async (c) => {
  const id = parseId(c.req.param('id'));
  const page = pageFromQuery(c, COMMENTS_PAGE_SIZE);
  const { db } = c.var.deps;
  await requireProduct(db, id);
  const before = parseWhole(queryValue(c, 'before'), 'before', 2_147_483_647);
  const after = before && (await isProductComment(db, id, before)) ? before : undefined;
  const rating = await loadRating(db, id);
  const { results, more } =
    after || page.offset < rating.count ? await loadComments(db, id, page.limit, after ? { after } : { offset: page.offset }) : { results: [], more: false };
  return ok(c, { ...paged(results, rating.count, page), has_more: more, rating });
});

commentRoutes.post('/product/:id/add/comment', requireAuth, async (c) => {
  const id = parseId(c.req.param('id'));
  const auth = c.var.auth;
  if (auth.role !== 'customer' || !auth.customerId) throw new HttpError(401, 'برای ثبت نظر وارد حساب کاربری شوید');
  const { db } = c.var.deps;
  const body = await readBody(c);
  if (body.customer_id !== undefined && body.customer_id !== null && body.customer_id !== '') {
    if (parseRefId(body.customer_id, 'customer_id') !== auth.customerId) throw new HttpError(403, messages.forbidden);
  }
  const star = parseWhole(body.star, 'star', 100) ?? DEFAULT_PRODUCT_STAR;
  if (star < 1 || star > 5) throw new HttpError(400, 'امتیاز باید بین ۱ تا ۵ باشد');
  const comment = text(body.comment, 'متن نظر', 2, 1000);
  await requireProduct(db, id);
  const now = c.var.deps.now();
  const customerId = auth.customerId;
  const [row] = await db.tx(async (q) => {
    // Under the customer's row lock, so the same comment sent twice at once is written once.
    const customer = await q.query('SELECT 1 FROM customers WHERE id = $1 FOR NO KEY UPDATE', [customerId]);
    if (!customer.length) throw new HttpError(401, messages.unauthorized);
    const same = await q.query<CommentRow>(
      `${COMMENT_ROW} WHERE c.product_id = $1 AND c.customer_id = $2 AND c.star = $3 AND c.comment = $4
         AND c.created_at > $5::timestamptz - interval '${REPEAT_SECONDS} seconds' ORDER BY c.id DESC LIMIT 1`,
      [id, customerId, star, comment, now],
    );
    if (same.length) return same;
    await enforceLimit(q, `comment:${customerId}`, {
      limit: COMMENTS_PER_HOUR,
      windowSeconds: 3600,
      now,
      msg: 'تعداد نظرهای شما بیش از حد مجاز است؛ لطفاً ساعتی بعد دوباره تلاش کنید',
    });
    const [added] = await q.query<{ id: number }>(
      'INSERT INTO comments (product_id, customer_id, star, comment, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [id, customerId, star, comment, now],
    );
    return q.query<CommentRow>(`${COMMENT_ROW} WHERE c.id = $1`, [added.id]);
  });
  return ok(c, commentView(row), 'نظر شما ثبت شد');
});

commentRoutes.post('/product/:id/comments/:commentId/report', requireAuth, async (c) => {
  const userId = parseId(c.req.param('id'));
  const commentId = parseId(c.req.param('commentId'));
  const auth = c.var.auth;
  if (auth.role !== 'customer' || !auth.customerId) throw new HttpError(401, 'برای گزارش نظر وارد حساب کاربری شوید');
  if (userId !== auth.userId) throw new HttpError(403, messages.forbidden);
  const body = await readBody(c);
  if (body.user_id !== undefined && body.user_id !== null && body.user_id !== '') {
    if (parseRefId(body.user_id, 'user_id') !== auth.userId) throw new HttpError(403, messages.forbidden);
  }
  if (body.customer_id !== undefined && body.customer_id !== null && body.customer_id !== '') {
    if (parseRefId(body.customer_id, 'customer_id') !== auth.customerId) throw new HttpError(403, messages.forbidden);
  }
  const reason = text(body.comment, 'دلیل گزارش', 2, 500);
  const { db } = c.var.deps;
  const [target] = await db.query<{ customer_id: number; product_id: number }>(
    'SELECT customer_id, product_id FROM comments WHERE id = $1 AND NOT hidden',
    [commentId],
  );
  if (!target) throw notFound();
  if (target.customer_id === auth.customerId) {
    throw new HttpError(400, 'نمی‌توانید نظر خودتان را گزارش کنید');
  }
  const report = await db.tx(async (q) => {
    // Serialises reports of one comment so parallel reports cannot all miss the threshold.
    await q.query('SELECT 1 FROM comments WHERE id = $1 FOR UPDATE', [commentId]);
    const [inserted] = await q.query<{ id: number }>(
      `INSERT INTO comment_reports (comment_id, user_id, customer_id, reason) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING id`,
      [commentId, auth.userId, auth.customerId, reason],
    );
    if (!inserted) return null;
    await q.query(
      `UPDATE comments SET hidden = true WHERE id = $1
         AND (SELECT count(DISTINCT customer_id) FROM comment_reports WHERE comment_id = $1) >= $2`,
      [commentId, HIDE_AFTER_REPORTS],
    );
    return inserted;
  });
  if (!report) throw new HttpError(409, 'شما قبلاً این نظر را گزارش کرده‌اید');
  // product_id: the storefront refreshes that product's cached page (the report may hide the comment).
  return ok(c, { id: report.id, comment_id: commentId, product_id: target.product_id }, 'گزارش شما ثبت شد');
});
