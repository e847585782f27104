// order_items.name copies products.name (VARCHAR(300)): a longer catalogue name than the old 200
// made every order of that product fail. It is the only column that copies catalogue text.
export default /* sql */ `
ALTER TABLE order_items ALTER COLUMN name TYPE VARCHAR(300);
`;
