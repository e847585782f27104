// The customer's account (issue 13): gift codes become single-use or campaign codes with a
// redemption table, the credit ledger gains gift-code and refund rows, support tickets and the
// printed QR codes that log a visitor in for a shop or table.
//
// gift_codes: a single-use code is redeemed once ever; a campaign code once per customer, up to
// max_uses in all (null: no cap). uses counts redemptions and the CHECK caps it, so even a
// writer that forgot the row lock cannot over-redeem; the primary key of gift_redemptions
// refuses a second use by one customer.
export default /* sql */ `
ALTER TABLE gift_codes ADD COLUMN title VARCHAR(200) NOT NULL DEFAULT '';
ALTER TABLE gift_codes ADD COLUMN kind VARCHAR(10) NOT NULL DEFAULT 'single' CHECK (kind IN ('single', 'campaign'));
ALTER TABLE gift_codes ADD COLUMN max_uses INTEGER CHECK (max_uses > 0);
ALTER TABLE gift_codes ADD COLUMN uses INTEGER NOT NULL DEFAULT 0 CHECK (uses >= 0);
ALTER TABLE gift_codes ADD COLUMN active BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE gift_codes ADD CONSTRAINT gift_codes_uses_cap CHECK (
  uses <= CASE WHEN kind = 'single' THEN 1 ELSE COALESCE(max_uses, 2147483647) END
);
ALTER TABLE gift_codes ADD CONSTRAINT gift_codes_single_no_cap CHECK (kind = 'campaign' OR max_uses IS NULL);

CREATE TABLE gift_redemptions (
  gift_code_id INTEGER NOT NULL REFERENCES gift_codes(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  amount BIGINT NOT NULL CHECK (amount > 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (gift_code_id, customer_id)
);
CREATE INDEX gift_redemptions_customer_idx ON gift_redemptions (customer_id);

INSERT INTO gift_redemptions (gift_code_id, customer_id, amount, created_at)
  SELECT id, redeemed_by, amount, redeemed_at FROM gift_codes WHERE redeemed_by IS NOT NULL;
UPDATE gift_codes SET uses = 1 WHERE redeemed_at IS NOT NULL;
ALTER TABLE gift_codes DROP COLUMN redeemed_by;
ALTER TABLE gift_codes DROP COLUMN redeemed_at;

ALTER TABLE credit_transactions DROP CONSTRAINT credit_transactions_kind_check;
ALTER TABLE credit_transactions ADD CONSTRAINT credit_transactions_kind_check
  CHECK (kind IN ('order_payment', 'gateway_payment', 'gift_code', 'refund'));
ALTER TABLE credit_transactions ADD COLUMN gift_code_id INTEGER REFERENCES gift_codes(id) ON DELETE SET NULL;
-- A gift code credits one customer at most once.
CREATE UNIQUE INDEX credit_transactions_gift_key ON credit_transactions (gift_code_id, customer_id) WHERE kind = 'gift_code';

CREATE TABLE support_tickets (
  id SERIAL PRIMARY KEY,
  type SMALLINT NOT NULL CHECK (type = 1),
  name VARCHAR(100) NOT NULL CHECK (name <> ''),
  mobile VARCHAR(11) NOT NULL CHECK (mobile ~ '^09[0-9]{9}$'),
  description VARCHAR(2000) NOT NULL CHECK (description <> ''),
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  status VARCHAR(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX support_tickets_customer_idx ON support_tickets (customer_id, id DESC) WHERE customer_id IS NOT NULL;

CREATE TABLE qr_codes (
  id VARCHAR(64) PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  login_to_id INTEGER NOT NULL CHECK (login_to_id > 0),
  label VARCHAR(200) NOT NULL DEFAULT '',
  expires_at TIMESTAMPTZ,
  revoked BOOLEAN NOT NULL DEFAULT false,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
`;
