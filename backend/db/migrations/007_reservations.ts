// Reservations: product owners, closed days, and the bookings with their capacity guard.
//
// product_turns (003) stays the schedule: weekly turns per weekday, one-off dated turns for
// extra turns. product_closed_days closes a product on a date (its turns are not offered).
//
// Capacity is a database guarantee: reservation_slots holds one counter row per (turn, date)
// that has ever been booked. Every writer locks that row (SELECT … FOR UPDATE) before it
// changes bookings of the slot, so concurrent requests — from one process or several servers
// on one PostgreSQL — take places one at a time, and CHECK (taken <= capacity) refuses any
// write that would overbook even if code forgot the lock. taken counts bookings whose status is
// held or confirmed; an expired hold keeps its place in taken until a writer of that slot
// sweeps it (status expired), while readers already treat it as free (hold_expires_at <= now).
export default /* sql */ `
CREATE TABLE product_owners (
  id SERIAL PRIMARY KEY,
  slug VARCHAR(100) NOT NULL UNIQUE,
  name VARCHAR(200) NOT NULL,
  title VARCHAR(200) NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  image TEXT,
  address TEXT NOT NULL DEFAULT '',
  phone VARCHAR(20) NOT NULL DEFAULT '',
  lat DOUBLE PRECISION CHECK (lat BETWEEN -90 AND 90),
  lng DOUBLE PRECISION CHECK (lng BETWEEN -180 AND 180),
  working_hours VARCHAR(200) NOT NULL DEFAULT '',
  instagram VARCHAR(100) NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  active BOOLEAN NOT NULL DEFAULT true
);

ALTER TABLE products ADD COLUMN owner_id INTEGER REFERENCES product_owners(id) ON DELETE SET NULL;
CREATE INDEX products_owner_idx ON products (owner_id, sort, id) WHERE owner_id IS NOT NULL;

CREATE TABLE product_closed_days (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  date DATE NOT NULL,
  reason VARCHAR(200) NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, date)
);

CREATE TABLE reservation_slots (
  turn_id INTEGER NOT NULL REFERENCES product_turns(id) ON DELETE CASCADE,
  date DATE NOT NULL,
  capacity INTEGER NOT NULL CHECK (capacity > 0),
  taken INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (turn_id, date),
  CHECK (taken >= 0 AND taken <= capacity)
);

CREATE TABLE reservation_bookings (
  id SERIAL PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  turn_id INTEGER NOT NULL,
  date DATE NOT NULL,
  start_time TIME NOT NULL,
  end_time TIME NOT NULL,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  mobile VARCHAR(11) NOT NULL CHECK (mobile ~ '^09[0-9]{9}$'),
  first_name VARCHAR(100) NOT NULL DEFAULT '',
  last_name VARCHAR(100) NOT NULL DEFAULT '',
  nation_code VARCHAR(10) NOT NULL DEFAULT '',
  order_id INTEGER,
  status VARCHAR(10) NOT NULL CHECK (status IN ('held', 'confirmed', 'cancelled', 'expired')),
  hold_expires_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  FOREIGN KEY (turn_id, date) REFERENCES reservation_slots (turn_id, date) ON DELETE CASCADE,
  CHECK (status <> 'held' OR hold_expires_at IS NOT NULL)
);
CREATE INDEX reservation_bookings_slot_idx ON reservation_bookings (turn_id, date) WHERE status IN ('held', 'confirmed');
CREATE INDEX reservation_bookings_mobile_idx ON reservation_bookings (mobile, date DESC);
CREATE INDEX reservation_bookings_order_idx ON reservation_bookings (order_id) WHERE order_id IS NOT NULL;
`;
