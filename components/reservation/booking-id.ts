/** The id of a reservable product's booking area, where its cards and buying area link to. */
export const BOOKING_ID = 'booking';
