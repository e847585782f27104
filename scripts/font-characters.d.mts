/** Every character the shop's font keeps. */
export const CHARACTERS: string;
