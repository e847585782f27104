import type { Palette } from './api/types';

const HEX = /^#[0-9a-f]{3,8}$/i;

/** The palette as CSS custom properties; values that are not plain hex colours are dropped. */
export function paletteStyle(palette: Palette | null): Record<string, string> {
  if (!palette) return {};
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(palette)) {
    if (typeof value === 'string' && HEX.test(value)) vars[`--shop-${name.replace(/_/g, '-')}`] = value;
  }
  return vars;
}
