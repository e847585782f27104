// A topping taken off a product (deleted, or moved to another product) leaves the cart lines
// that held it: the line loses the topping and, when that makes it the same as another line of
// the customer's, the two become one. Otherwise the cart showed the line without the topping
// while every write and checkout looked it up with it: a line that could be neither removed nor
// ordered. The same rule runs once here for lines already holding such toppings.
// The runner splits on ";" at line ends: the function body keeps its semicolons off line ends.
export default /* sql */ `
CREATE FUNCTION cart_lines_drop_topping(gone_id INTEGER, gone_product INTEGER) RETURNS void LANGUAGE plpgsql AS $$ BEGIN
  UPDATE cart_lines l SET topping_ids = array_remove(l.topping_ids, gone_id), updated_at = now()
  WHERE l.product_id = gone_product AND gone_id = ANY(l.topping_ids)
    AND NOT EXISTS (SELECT 1 FROM cart_lines o WHERE o.customer_id = l.customer_id AND o.product_id = l.product_id
                    AND o.topping_ids = array_remove(l.topping_ids, gone_id))
  ; UPDATE cart_lines o SET count = LEAST(o.count + l.count, 999), updated_at = now()
  FROM cart_lines l
  WHERE l.product_id = gone_product AND gone_id = ANY(l.topping_ids)
    AND o.customer_id = l.customer_id AND o.product_id = l.product_id AND o.topping_ids = array_remove(l.topping_ids, gone_id)
  ; DELETE FROM cart_lines l WHERE l.product_id = gone_product AND gone_id = ANY(l.topping_ids)
; END $$;
CREATE FUNCTION product_topping_gone() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM cart_lines_drop_topping(OLD.id, OLD.product_id); RETURN NULL; END $$;
CREATE TRIGGER product_topping_deleted AFTER DELETE ON product_toppings FOR EACH ROW EXECUTE FUNCTION product_topping_gone();
CREATE TRIGGER product_topping_moved AFTER UPDATE OF product_id ON product_toppings FOR EACH ROW
  WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id) EXECUTE FUNCTION product_topping_gone();
SELECT cart_lines_drop_topping(stale.id, stale.product_id) FROM (
  SELECT DISTINCT l.product_id, t.id FROM cart_lines l CROSS JOIN LATERAL unnest(l.topping_ids) AS t(id)
  WHERE NOT EXISTS (SELECT 1 FROM product_toppings p WHERE p.id = t.id AND p.product_id = l.product_id)
) AS stale;
`;
