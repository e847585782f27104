// Carts, coupons, gift codes (cart work).
export default /* sql */ `
SELECT 1;
`;
