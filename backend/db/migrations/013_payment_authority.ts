// A payment is recorded as pending before the gateway is asked for its authority (payments/start.ts),
// so another window's failed payment of the same order sees it and keeps the places held.
export default /* sql */ `
ALTER TABLE payments ALTER COLUMN authority DROP NOT NULL;
ALTER TABLE payments ADD CONSTRAINT payments_settled_authority CHECK (authority IS NOT NULL OR status = 'pending');
`;
