// The coupon limits' guard (022) locked the coupon row for every use written, so checkouts of
// all customers with one popular coupon queued behind each other to the end of their
// transactions. Now it locks the coupon row only for a coupon with a total limit, the one count
// customers share; a limit per customer is counted under the customer's row lock, which every
// writer of an order takes first anyway (customer → coupon keeps the lock order).
// The runner splits on ";" at line ends: the function body keeps its semicolons off line ends.
export default /* sql */ `
CREATE OR REPLACE FUNCTION coupon_redemption_within_limits() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE lim RECORD
; BEGIN
  PERFORM 1 FROM customers WHERE id = NEW.customer_id FOR NO KEY UPDATE
  ; SELECT max_uses, max_uses_per_customer INTO lim FROM coupons WHERE id = NEW.coupon_id
  ; IF lim.max_uses IS NOT NULL THEN
    SELECT max_uses, max_uses_per_customer INTO lim FROM coupons WHERE id = NEW.coupon_id FOR NO KEY UPDATE
  ; END IF
  ; IF lim.max_uses IS NOT NULL AND (SELECT count(*) FROM coupon_redemptions WHERE coupon_id = NEW.coupon_id) >= lim.max_uses THEN
    RAISE EXCEPTION 'coupon % is used up', NEW.coupon_id USING ERRCODE = 'check_violation'
  ; END IF
  ; IF lim.max_uses_per_customer IS NOT NULL AND (SELECT count(*) FROM coupon_redemptions
      WHERE coupon_id = NEW.coupon_id AND customer_id = NEW.customer_id) >= lim.max_uses_per_customer THEN
    RAISE EXCEPTION 'coupon % is used up for customer %', NEW.coupon_id, NEW.customer_id USING ERRCODE = 'check_violation'
  ; END IF
  ; RETURN NEW
; END $$;
`;
