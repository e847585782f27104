export function demoModeFrom(env: Record<string, string | undefined>): boolean;
export const DEMO_WARNING: string;
