// payment_url: where the customer was sent for this payment, so a second «پرداخت» while it is still
// at the gateway is sent there again instead of starting another charge (payments/open-payment.ts).
// returned_ok: the customer came back with Status=OK, which is what lets GET /payment/{ref} verify a
// pending payment again (payments/verify.ts); until now a non-null last_checked_at said so.
// last_checked_at becomes only "when the gateway was last asked", which also throttles the callback.
export default /* sql */ `
ALTER TABLE payments ADD COLUMN payment_url VARCHAR(1000);
ALTER TABLE payments ADD COLUMN returned_ok BOOLEAN NOT NULL DEFAULT false;
UPDATE payments SET returned_ok = true WHERE last_checked_at IS NOT NULL;
`;
