// Coupon usage limits: max_uses in all (across customers) and max_uses_per_customer, null meaning
// no limit, and coupon_redemptions, one row per order that applied a coupon. A row is a use held:
// it is written with the order (place-order.ts) and deleted when the order lapses unpaid or its
// places are released (routes/checkout/coupon-uses.ts), so an abandoned payment gives the use back.
//
// The trigger is the database's own guard, as gift_codes' CHECK is for gift codes: it locks the
// coupon row and refuses a row past either limit, so even a writer that forgot the lock or the
// count cannot over-redeem. The code deletes lapsed uses under the same lock before it adds one,
// so the rows it counts are the uses still held. Existing orders with a coupon get their rows
// (lapsed unpaid ones are deleted the next time the coupon is used). The demo seed's welcome
// coupon, exactly as seeded (the seed never touches existing rows), becomes once per customer.
// The runner splits on ";" at line ends: the function body keeps its semicolons off line ends.
export default /* sql */ `
ALTER TABLE coupons ADD COLUMN max_uses INTEGER CHECK (max_uses > 0);
ALTER TABLE coupons ADD COLUMN max_uses_per_customer INTEGER CHECK (max_uses_per_customer > 0);

CREATE TABLE coupon_redemptions (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  coupon_id INTEGER NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX coupon_redemptions_coupon_customer_idx ON coupon_redemptions (coupon_id, customer_id);
CREATE INDEX coupon_redemptions_customer_idx ON coupon_redemptions (customer_id);

INSERT INTO coupon_redemptions (order_id, coupon_id, customer_id, created_at)
  SELECT o.id, c.id, o.customer_id, o.created_at FROM orders o JOIN coupons c ON c.code = o.coupon_code;
UPDATE coupons SET max_uses_per_customer = 1
  WHERE code = 'WELCOME' AND title = 'خوش‌آمدگویی' AND amount = 50000 AND min_order = 300000 AND customer_id IS NULL;

CREATE FUNCTION coupon_redemption_within_limits() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE lim RECORD
; BEGIN
  SELECT max_uses, max_uses_per_customer INTO lim FROM coupons WHERE id = NEW.coupon_id FOR NO KEY UPDATE
  ; IF lim.max_uses IS NOT NULL AND (SELECT count(*) FROM coupon_redemptions WHERE coupon_id = NEW.coupon_id) >= lim.max_uses THEN
    RAISE EXCEPTION 'coupon % is used up', NEW.coupon_id USING ERRCODE = 'check_violation'
  ; END IF
  ; IF lim.max_uses_per_customer IS NOT NULL AND (SELECT count(*) FROM coupon_redemptions
      WHERE coupon_id = NEW.coupon_id AND customer_id = NEW.customer_id) >= lim.max_uses_per_customer THEN
    RAISE EXCEPTION 'coupon % is used up for customer %', NEW.coupon_id, NEW.customer_id USING ERRCODE = 'check_violation'
  ; END IF
  ; RETURN NEW
; END $$;
CREATE TRIGGER coupon_redemptions_within_limits BEFORE INSERT ON coupon_redemptions
  FOR EACH ROW EXECUTE FUNCTION coupon_redemption_within_limits();
`;
