// returned_ok_at: when the customer first came back from the gateway with Status=OK. While such a
// payment is still pending (its verify timed out or is not final), no second payment of the order
// starts for a while counted from this moment, not from the payment's start (payments/open-payment.ts).
export default /* sql */ `
ALTER TABLE payments ADD COLUMN returned_ok_at TIMESTAMPTZ;
UPDATE payments SET returned_ok_at = last_checked_at WHERE returned_ok;
`;
