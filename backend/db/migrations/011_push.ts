// Push messaging (issue 14): the device tokens (Firebase Cloud Messaging registration tokens)
// a logged-in customer registered. A token names one browser install, so it is the key: a
// device that changes hands moves to the customer who registered it last, and deleting the
// customer deletes their tokens.
export default /* sql */ `
CREATE TABLE push_tokens (
  token TEXT PRIMARY KEY CHECK (length(token) BETWEEN 1 AND 4096),
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  platform TEXT NOT NULL DEFAULT 'web',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX push_tokens_customer_idx ON push_tokens (customer_id);
`;
