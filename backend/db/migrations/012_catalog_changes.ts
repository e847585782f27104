// Every write to the tables the catalogue answers are made of (categories, products and their
// toppings, properties and pack contents, the visible comments behind ratings, settings), by
// this backend, a seed or an admin tool on the same database, notifies channel catalog_changed
// once per statement: the catalogue cache (backend/lib/catalog-cache.ts) of every process
// listening drops what it kept.
export default /* sql */ `
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('catalog_changed', TG_TABLE_NAME); RETURN NULL; END $$;
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER product_toppings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_toppings FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER product_properties_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_properties FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER pack_items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pack_items FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER comments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON comments FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
`;
