// A product's or category's updated_at is what the sitemap sends as lastmod, so search engines
// recrawl a changed price or stock soon. Nothing in the backend writes these rows, so whatever
// does (a seed, an admin tool, a hand-written UPDATE) could leave the column behind: the database
// keeps it, for a row that really changed, unless the writer set updated_at itself.
// The runner splits on ";" at line ends: the function body keeps its semicolons off line ends.
export default /* sql */ `
CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  NEW.updated_at = now()
  ; RETURN NEW
; END $$;
CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON products
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.* AND OLD.updated_at IS NOT DISTINCT FROM NEW.updated_at) EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER categories_touch_updated_at BEFORE UPDATE ON categories
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.* AND OLD.updated_at IS NOT DISTINCT FROM NEW.updated_at) EXECUTE FUNCTION touch_updated_at();
`;
