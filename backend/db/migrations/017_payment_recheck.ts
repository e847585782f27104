// A payment left pending after the customer came back from the gateway with Status=OK (verify timed
// out, failed, or was not final yet) is verified again by GET /payment/{ref} (payments/verify.ts).
// last_checked_at: when the gateway was last asked about it; null while the customer has not come
// back with OK, so such a payment is never asked about from there. Stored, not kept in memory, so
// every process shares the one claim per interval.
export default /* sql */ `
ALTER TABLE payments ADD COLUMN last_checked_at TIMESTAMPTZ;
`;
