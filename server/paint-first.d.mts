export const HERO: string;
export function paintFirst(html: string): string;
export function firstLoadScripts(html: string): { src: string; noModule: boolean }[];
