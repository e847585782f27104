// Hardening (issue 8).
//
// comment_reports: only customers report, once per comment; rows keep reporter and reason.
// Guest reports from before are dropped and comments they hid are shown again unless three
// distinct customers reported them (HIDE_AFTER_REPORTS in routes/catalog/comments.ts).
// sessions: one row per issued token (its `sid` claim); logout or a login that replaces the
// token revokes the row, and a token whose row is revoked or missing is refused at once.
// rate_counters: fixed-window counters shared by every server on this database (OTP sends
// per client address and per minute for the whole shop).
export default /* sql */ `
DELETE FROM comment_reports WHERE customer_id IS NULL;
DELETE FROM comment_reports r USING comment_reports o
  WHERE r.comment_id = o.comment_id AND r.customer_id = o.customer_id AND r.id > o.id;
ALTER TABLE comment_reports DROP CONSTRAINT comment_reports_customer_id_fkey;
ALTER TABLE comment_reports ALTER COLUMN customer_id SET NOT NULL;
ALTER TABLE comment_reports ADD CONSTRAINT comment_reports_customer_id_fkey
  FOREIGN KEY (customer_id) REFERENCES customers(id) ON DELETE CASCADE;
ALTER TABLE comment_reports ADD CONSTRAINT comment_reports_comment_customer_key UNIQUE (comment_id, customer_id);
UPDATE comments SET hidden = false
  WHERE hidden AND (SELECT count(DISTINCT customer_id) FROM comment_reports WHERE comment_id = comments.id) < 3;

CREATE TABLE sessions (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE rate_counters (
  bucket TEXT NOT NULL,
  window_start TIMESTAMPTZ NOT NULL,
  hits INTEGER NOT NULL DEFAULT 0 CHECK (hits >= 0),
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_counters_window_idx ON rate_counters (window_start);
`;
