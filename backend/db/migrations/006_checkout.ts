// Delivery zones, addresses, orders, credit ledger, payments (checkout work).
export default /* sql */ `
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('guest', 'customer', 'operator'));

-- Delivery zones become polygons (x = longitude, y = latitude), so "area @> point" answers
-- whether a point is inside. Existing circle zones are turned into 32-sided polygons.
ALTER TABLE delivery_zones ADD COLUMN area POLYGON;
ALTER TABLE delivery_zones ADD COLUMN city VARCHAR(100) NOT NULL DEFAULT '';
UPDATE delivery_zones SET area = (
  SELECT ('(' || string_agg(
    '(' || (center_lng + radius_m / 111320.0 / cos(radians(center_lat)) * cos(2 * pi() * i / 32)) || ','
        || (center_lat + radius_m / 110574.0 * sin(2 * pi() * i / 32)) || ')', ',' ORDER BY i) || ')')::polygon
  FROM generate_series(0, 31) AS i);
ALTER TABLE delivery_zones ALTER COLUMN area SET NOT NULL;
ALTER TABLE delivery_zones DROP COLUMN center_lat;
ALTER TABLE delivery_zones DROP COLUMN center_lng;
ALTER TABLE delivery_zones DROP COLUMN radius_m;

CREATE TABLE addresses (
  id SERIAL PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  title VARCHAR(100) NOT NULL CHECK (title <> ''),
  address VARCHAR(500) NOT NULL CHECK (address <> ''),
  number VARCHAR(20) NOT NULL CHECK (number <> ''),
  postal_code VARCHAR(10) NOT NULL DEFAULT '' CHECK (postal_code = '' OR postal_code ~ '^[0-9]{10}$'),
  location VARCHAR(200) NOT NULL DEFAULT '',
  lat DOUBLE PRECISION NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng DOUBLE PRECISION NOT NULL CHECK (lng BETWEEN -180 AND 180),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX addresses_customer_idx ON addresses (customer_id);

CREATE TABLE orders (
  id SERIAL PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_by INTEGER NOT NULL REFERENCES users(id),
  submit_by VARCHAR(10) NOT NULL CHECK (submit_by IN ('site', 'panel')),
  idempotency_key VARCHAR(64) NOT NULL CHECK (idempotency_key <> ''),
  request_hash VARCHAR(64) NOT NULL,
  status VARCHAR(12) NOT NULL DEFAULT 'created'
    CHECK (status IN ('created', 'in_progress', 'ready', 'send', 'rt_wait', 'rt_accept')),
  payment_type VARCHAR(10) NOT NULL CHECK (payment_type IN ('credit', 'online')),
  paid BOOLEAN NOT NULL DEFAULT false,
  paid_at TIMESTAMPTZ,
  delivery BOOLEAN NOT NULL,
  address_id INTEGER REFERENCES addresses(id) ON DELETE SET NULL,
  address JSONB,
  msg VARCHAR(1000) NOT NULL DEFAULT '',
  submitted_for VARCHAR(200) NOT NULL DEFAULT '',
  confirmation BOOLEAN NOT NULL DEFAULT false,
  send_submit_notification BOOLEAN NOT NULL DEFAULT false,
  nation_code VARCHAR(10) NOT NULL DEFAULT '',
  total BIGINT NOT NULL CHECK (total >= 0),
  products_discount BIGINT NOT NULL CHECK (products_discount >= 0),
  coupon_code VARCHAR(64),
  coupon_discount BIGINT NOT NULL CHECK (coupon_discount >= 0),
  shipping_price BIGINT NOT NULL CHECK (shipping_price >= 0),
  price BIGINT NOT NULL CHECK (price >= 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (customer_id, idempotency_key),
  CHECK (paid = (paid_at IS NOT NULL)),
  CHECK (NOT delivery OR address IS NOT NULL)
);
CREATE INDEX orders_customer_idx ON orders (customer_id, created_at DESC);

CREATE TABLE order_items (
  id SERIAL PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products(id) ON DELETE SET NULL,
  name VARCHAR(200) NOT NULL,
  count INTEGER NOT NULL CHECK (count > 0),
  unit_price BIGINT NOT NULL CHECK (unit_price >= 0),
  line_price BIGINT NOT NULL CHECK (line_price >= 0),
  toppings JSONB NOT NULL DEFAULT '[]'
);
CREATE INDEX order_items_order_idx ON order_items (order_id);

CREATE TABLE order_rates (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  star SMALLINT NOT NULL CHECK (star BETWEEN 1 AND 5),
  comment VARCHAR(1000) NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE payments (
  id SERIAL PRIMARY KEY,
  authority VARCHAR(64) NOT NULL UNIQUE,
  provider VARCHAR(20) NOT NULL,
  purpose VARCHAR(30) NOT NULL CHECK (purpose IN ('order', 'buy_customer_credit')),
  order_id INTEGER REFERENCES orders(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  status VARCHAR(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  ref_id VARCHAR(64),
  success_url VARCHAR(500) NOT NULL,
  fail_url VARCHAR(500) NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at TIMESTAMPTZ,
  CHECK ((purpose = 'order') = (order_id IS NOT NULL)),
  CHECK ((status = 'pending') = (settled_at IS NULL))
);
CREATE INDEX payments_order_idx ON payments (order_id) WHERE order_id IS NOT NULL;

CREATE TABLE credit_transactions (
  id SERIAL PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  amount BIGINT NOT NULL CHECK (amount <> 0),
  balance BIGINT NOT NULL CHECK (balance >= 0),
  kind VARCHAR(20) NOT NULL CHECK (kind IN ('order_payment', 'gateway_payment')),
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  payment_id INTEGER UNIQUE REFERENCES payments(id) ON DELETE SET NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX credit_transactions_customer_idx ON credit_transactions (customer_id, id DESC);
-- An order is paid from credit at most once.
CREATE UNIQUE INDEX credit_transactions_order_payment_key ON credit_transactions (order_id) WHERE kind = 'order_payment';

-- The sandbox gateway's own ledger (what a real provider keeps on its side).
CREATE TABLE sandbox_gateway (
  authority VARCHAR(64) PRIMARY KEY,
  amount BIGINT NOT NULL CHECK (amount > 0),
  description VARCHAR(500) NOT NULL DEFAULT '',
  callback_url VARCHAR(1000) NOT NULL,
  status VARCHAR(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled', 'verified')),
  ref_id VARCHAR(64),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
`;
