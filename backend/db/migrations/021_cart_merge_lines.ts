// lines: each line's count a merge id has added (routes/cart/update.ts), so the same id sent again
// with a guest cart that grew meanwhile (another tab) adds only what is new, instead of answering
// with the first merge's report, after which the client would clear lines never added. Null for
// merges recorded before: those are answered as they were.
export default /* sql */ `
ALTER TABLE cart_merges ADD COLUMN lines JSONB;
`;
