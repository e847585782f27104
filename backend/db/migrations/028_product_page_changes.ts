// A product's updated_at (the sitemap's lastmod) also moves when what its page shows changes in
// another table: a review written, hidden or removed (its rating), a topping or property, a pack's
// items. Rows of those tables name their product in the column given as the trigger's argument;
// an update that changes nothing moves nothing.
// An item's own price change reaches its packs at read time (catalog-products.ts), not here: a
// write to every pack on each stock or price change would lock rows checkout reads.
// The runner splits on ";" at line ends: the function body keeps its semicolons off line ends.
export default /* sql */ `
CREATE OR REPLACE FUNCTION touch_product_of_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL
  ; END IF
  ; IF TG_OP <> 'INSERT' THEN UPDATE products SET updated_at = now() WHERE id = (to_jsonb(OLD) ->> TG_ARGV[0])::int
  ; END IF
  ; IF TG_OP <> 'DELETE' THEN UPDATE products SET updated_at = now() WHERE id = (to_jsonb(NEW) ->> TG_ARGV[0])::int
  ; END IF
  ; RETURN NULL
; END $$;
CREATE TRIGGER comments_touch_product AFTER INSERT OR UPDATE OR DELETE ON comments FOR EACH ROW EXECUTE FUNCTION touch_product_of_row('product_id');
CREATE TRIGGER toppings_touch_product AFTER INSERT OR UPDATE OR DELETE ON product_toppings FOR EACH ROW EXECUTE FUNCTION touch_product_of_row('product_id');
CREATE TRIGGER properties_touch_product AFTER INSERT OR UPDATE OR DELETE ON product_properties FOR EACH ROW EXECUTE FUNCTION touch_product_of_row('product_id');
CREATE TRIGGER pack_items_touch_pack AFTER INSERT OR UPDATE OR DELETE ON pack_items FOR EACH ROW EXECUTE FUNCTION touch_product_of_row('pack_id');
`;
