// Reservation bookings belong to real orders (issue 12): a booking's order_id must name an order.
// Orders are never deleted by the shop; RESTRICT keeps a booking (and the place it counts in
// reservation_slots.taken) from silently losing its order if one ever is.
export default /* sql */ `
ALTER TABLE reservation_bookings
  ADD CONSTRAINT reservation_bookings_order_fk FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE RESTRICT;
`;
