// Comments notify catalog_changed per changed row, not per statement (migration 012): a
// statement that changes no comment, as a report below the hiding threshold does (its UPDATE
// matches no row), no longer empties every catalogue cache. PostgreSQL folds the identical
// notifications of one transaction into one, so a many-row statement still sends one.
export default /* sql */ `
DROP TRIGGER comments_changed ON comments;
CREATE TRIGGER comments_changed AFTER INSERT OR UPDATE OR DELETE ON comments FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER comments_truncated AFTER TRUNCATE ON comments FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
`;
