export default /* sql */ `
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value JSONB NOT NULL
);

CREATE TABLE customers (
  id SERIAL PRIMARY KEY,
  mobile VARCHAR(11) NOT NULL UNIQUE CHECK (mobile ~ '^09[0-9]{9}$'),
  first_name VARCHAR(100) NOT NULL DEFAULT '',
  last_name VARCHAR(100) NOT NULL DEFAULT '',
  referrer VARCHAR(100) NOT NULL DEFAULT '',
  gender VARCHAR(5) CHECK (gender IN ('man', 'woman')),
  birthday DATE,
  visit_method VARCHAR(100) NOT NULL DEFAULT '',
  nation_code VARCHAR(10) NOT NULL DEFAULT '',
  credit BIGINT NOT NULL DEFAULT 0 CHECK (credit >= 0),
  avatar TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customers_nation_code_key ON customers (nation_code) WHERE nation_code <> '';

CREATE TABLE users (
  id SERIAL PRIMARY KEY,
  role VARCHAR(20) NOT NULL CHECK (role IN ('guest', 'customer')),
  customer_id INTEGER UNIQUE REFERENCES customers(id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((role = 'customer') = (customer_id IS NOT NULL))
);

CREATE TABLE otp_codes (
  mobile VARCHAR(11) PRIMARY KEY,
  code_hash TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  sent_at TIMESTAMPTZ NOT NULL,
  window_start TIMESTAMPTZ NOT NULL,
  window_sends INTEGER NOT NULL DEFAULT 1,
  last_code TEXT
);
`;
