// Carts, coupons, gift codes (cart work).
// The runner splits on ";" at line ends: function bodies below keep their semicolons off line ends.
export default /* sql */ `
CREATE FUNCTION cart_topping_ids_valid(ids INTEGER[]) RETURNS BOOLEAN
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_position(ids, NULL) IS NULL
    AND cardinality(ids) <= 50
    AND ids = ARRAY(SELECT DISTINCT x FROM unnest(ids) AS x ORDER BY x)
$$;

CREATE TABLE cart_lines (
  id SERIAL PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  topping_ids INTEGER[] NOT NULL DEFAULT '{}' CHECK (cart_topping_ids_valid(topping_ids)),
  count INTEGER NOT NULL CHECK (count > 0 AND count <= 999),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (customer_id, product_id, topping_ids)
);
CREATE INDEX cart_lines_product_idx ON cart_lines (product_id);

CREATE TABLE cart_merges (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  merge_id VARCHAR(64) NOT NULL CHECK (merge_id <> ''),
  capped JSONB NOT NULL DEFAULT '[]',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, merge_id)
);

CREATE TABLE coupons (
  id SERIAL PRIMARY KEY,
  code VARCHAR(64) NOT NULL UNIQUE CHECK (code <> '' AND code = upper(code)),
  title VARCHAR(200) NOT NULL DEFAULT '',
  percent INTEGER CHECK (percent BETWEEN 1 AND 100),
  amount BIGINT CHECK (amount > 0),
  min_order BIGINT NOT NULL DEFAULT 0 CHECK (min_order >= 0),
  max_discount BIGINT CHECK (max_discount > 0),
  expires_at TIMESTAMPTZ,
  active BOOLEAN NOT NULL DEFAULT true,
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((percent IS NULL) <> (amount IS NULL)),
  CHECK (max_discount IS NULL OR percent IS NOT NULL)
);
CREATE INDEX coupons_customer_idx ON coupons (customer_id) WHERE customer_id IS NOT NULL;

CREATE TABLE gift_codes (
  id SERIAL PRIMARY KEY,
  code VARCHAR(64) NOT NULL UNIQUE CHECK (code <> '' AND code = upper(code)),
  amount BIGINT NOT NULL CHECK (amount > 0),
  expires_at TIMESTAMPTZ,
  redeemed_by INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  redeemed_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (redeemed_by IS NULL OR redeemed_at IS NOT NULL)
);
`;
