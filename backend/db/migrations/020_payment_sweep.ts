// The backend's sweep (payments/sweep.ts) looks every minute for payments still pending after the
// customer came back with OK; the few such rows are found without reading every payment ever made.
export default /* sql */ `
CREATE INDEX payments_returned_pending_idx ON payments (returned_ok_at) WHERE status = 'pending' AND returned_ok;
`;
