export const DEFAULT_MAP_STYLE_URL: string;
export function mapStyleUrl(styleUrl: string | undefined, apiKey: string | undefined): string;
export function mapOrigin(styleUrl: string | undefined): string | null;
