// Comments, favourites, stories, posters, locations, holidays, delivery zones (catalogue work).
export default /* sql */ `
SELECT 1;
`;
