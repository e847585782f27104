export default /* sql */ `
CREATE TABLE categories (
  id SERIAL PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id) ON DELETE SET NULL,
  name VARCHAR(200) NOT NULL,
  slug VARCHAR(200) NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  image TEXT,
  search_text TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX categories_parent_idx ON categories (parent_id, sort);

CREATE TABLE products (
  id SERIAL PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  name VARCHAR(300) NOT NULL,
  slug VARCHAR(300) NOT NULL UNIQUE,
  sku VARCHAR(64) NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  price BIGINT NOT NULL CHECK (price >= 0),
  discount INTEGER NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 100),
  stock_limit INTEGER CHECK (stock_limit IS NULL OR stock_limit >= 0),
  reservable BOOLEAN NOT NULL DEFAULT false,
  is_pack BOOLEAN NOT NULL DEFAULT false,
  images JSONB NOT NULL DEFAULT '[]',
  search_text TEXT NOT NULL DEFAULT '',
  meta_title VARCHAR(300) NOT NULL DEFAULT '',
  meta_description VARCHAR(500) NOT NULL DEFAULT '',
  popularity INTEGER NOT NULL DEFAULT 0 CHECK (popularity >= 0),
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX products_category_idx ON products (category_id, sort, id);
CREATE INDEX products_price_idx ON products (price);
CREATE INDEX products_discount_idx ON products (discount DESC, id) WHERE discount > 0;
CREATE INDEX products_newest_idx ON products (created_at DESC, id DESC);
CREATE INDEX products_popular_idx ON products (popularity DESC, id);
CREATE INDEX products_reservable_idx ON products (sort, id) WHERE reservable;
CREATE INDEX products_sold_out_idx ON products (id) WHERE stock_limit = 0;

CREATE TABLE product_toppings (
  id SERIAL PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name VARCHAR(200) NOT NULL,
  price BIGINT NOT NULL CHECK (price >= 0),
  UNIQUE (product_id, name)
);

CREATE TABLE pack_items (
  pack_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  PRIMARY KEY (pack_id, product_id),
  CHECK (pack_id <> product_id)
);
CREATE INDEX pack_items_product_idx ON pack_items (product_id);

CREATE TABLE product_properties (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name VARCHAR(100) NOT NULL,
  value VARCHAR(200) NOT NULL,
  PRIMARY KEY (product_id, name)
);
CREATE INDEX product_properties_value_idx ON product_properties (name, value);
`;
