import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_STYLE_URL, mapStyleUrl } from './map-style.mjs';

describe('mapStyleUrl', () => {
  it('uses the keyless public style when nothing is configured', () => {
    expect(mapStyleUrl(undefined, undefined)).toBe(DEFAULT_MAP_STYLE_URL);
    expect(mapStyleUrl('', '')).toBe(DEFAULT_MAP_STYLE_URL);
  });

  it('appends the key as a query parameter, keeping the URL’s own parameters', () => {
    expect(mapStyleUrl('https://maps.example/style.json?lang=fa', 'k 1')).toBe('https://maps.example/style.json?lang=fa&key=k+1');
  });
});
