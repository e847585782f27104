// Comments, favourites, stories, posters, locations, holidays, delivery zones, reservation turns.
//
// product_turns: a weekly turn has weekday (PostgreSQL DOW: 0 Sunday … 5 Friday, 6 Saturday) and
// no date; a one-off turn has a date and no weekday. capacity is how many bookings one turn takes.
// holidays: year is the Jalali year, date the Gregorian day, jdate its Jalali YYYY-MM-DD.
// delivery_zones: a circle (centre + radius in metres); the smallest zone containing a point
// gives its shipping price.
export default /* sql */ `
CREATE TABLE comments (
  id SERIAL PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  star SMALLINT NOT NULL DEFAULT 1 CHECK (star BETWEEN 1 AND 5),
  comment TEXT NOT NULL CHECK (char_length(comment) BETWEEN 2 AND 1000),
  hidden BOOLEAN NOT NULL DEFAULT false,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX comments_product_idx ON comments (product_id, created_at DESC, id DESC) WHERE NOT hidden;
CREATE INDEX comments_customer_idx ON comments (customer_id);

CREATE TABLE comment_reports (
  id SERIAL PRIMARY KEY,
  comment_id INTEGER NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  reason VARCHAR(500) NOT NULL CHECK (char_length(reason) >= 2),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (comment_id, user_id)
);

CREATE TABLE favorites (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, product_id)
);
CREATE INDEX favorites_product_idx ON favorites (product_id);

CREATE TABLE stories (
  id SERIAL PRIMARY KEY,
  slug VARCHAR(200) NOT NULL UNIQUE,
  title VARCHAR(200) NOT NULL,
  image TEXT NOT NULL,
  link TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  active BOOLEAN NOT NULL DEFAULT true,
  expires_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX stories_active_idx ON stories (sort, id) WHERE active;

CREATE TABLE story_views (
  story_id INTEGER NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, story_id)
);

CREATE TABLE posters (
  id SERIAL PRIMARY KEY,
  slug VARCHAR(200) NOT NULL UNIQUE,
  title VARCHAR(200) NOT NULL,
  subtitle VARCHAR(300) NOT NULL DEFAULT '',
  image TEXT NOT NULL,
  link TEXT,
  active BOOLEAN NOT NULL DEFAULT true,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE locations (
  id SERIAL PRIMARY KEY,
  parent_id INTEGER REFERENCES locations(id) ON DELETE CASCADE,
  name VARCHAR(100) NOT NULL,
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE UNIQUE INDEX locations_parent_name_key ON locations (parent_id, name);

CREATE TABLE holidays (
  id SERIAL PRIMARY KEY,
  country VARCHAR(2) NOT NULL DEFAULT 'IR',
  year INTEGER NOT NULL,
  date DATE NOT NULL,
  jdate VARCHAR(10) NOT NULL,
  title VARCHAR(200) NOT NULL,
  UNIQUE (country, date, title)
);
CREATE INDEX holidays_year_idx ON holidays (country, year, date);

CREATE TABLE delivery_zones (
  id SERIAL PRIMARY KEY,
  name VARCHAR(200) NOT NULL UNIQUE,
  center_lat DOUBLE PRECISION NOT NULL CHECK (center_lat BETWEEN -90 AND 90),
  center_lng DOUBLE PRECISION NOT NULL CHECK (center_lng BETWEEN -180 AND 180),
  radius_m INTEGER NOT NULL CHECK (radius_m > 0),
  shipping_price BIGINT NOT NULL CHECK (shipping_price >= 0),
  active BOOLEAN NOT NULL DEFAULT true
);

CREATE TABLE product_turns (
  id SERIAL PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  weekday SMALLINT CHECK (weekday BETWEEN 0 AND 6),
  date DATE,
  start_time TIME NOT NULL,
  end_time TIME NOT NULL,
  capacity INTEGER NOT NULL DEFAULT 1 CHECK (capacity > 0),
  active BOOLEAN NOT NULL DEFAULT true,
  CHECK (end_time > start_time),
  CHECK ((weekday IS NULL) <> (date IS NULL))
);
CREATE UNIQUE INDEX product_turns_weekly_key ON product_turns (product_id, weekday, start_time) WHERE date IS NULL;
CREATE UNIQUE INDEX product_turns_dated_key ON product_turns (product_id, date, start_time) WHERE weekday IS NULL;
CREATE INDEX product_turns_date_idx ON product_turns (date) WHERE date IS NOT NULL;
`;
