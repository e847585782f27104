// Whether a verified order payment paid its order (store.ts applyVerified). A second card payment
// of an order another payment or credit had already paid is kept as credit: its landing must say
// so, not «paid». Payments already applied to an order now paid are taken to have paid it, as the
// landing read them before.
export default /* sql */ `
ALTER TABLE payments ADD COLUMN paid_order BOOLEAN NOT NULL DEFAULT false;
UPDATE payments p SET paid_order = true FROM orders o WHERE p.order_id = o.id AND p.status = 'paid' AND o.paid;
`;
