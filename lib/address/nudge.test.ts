import { describe, expect, it } from 'vitest';
import { nudge } from './nudge';

const centre = { lat: 32.646305, lng: 51.667598 };

describe('nudge', () => {
  it('moves one step per direction, smaller at a higher zoom', () => {
    const north = nudge(centre, 'north', 15);
    expect(north.lng).toBe(centre.lng);
    expect(north.lat).toBeGreaterThan(centre.lat);
    expect(nudge(centre, 'west', 15).lng).toBeLessThan(centre.lng);
    const far = nudge(centre, 'east', 10).lng - centre.lng;
    const near = nudge(centre, 'east', 15).lng - centre.lng;
    expect(far).toBeCloseTo(near * 32, 3);
  });

  it('a step at the default zoom stays inside a neighbourhood (well under 1 km)', () => {
    expect(nudge(centre, 'south', 15).lat - centre.lat).toBeGreaterThan(-0.005);
  });

  it('stays on the globe', () => {
    expect(nudge({ lat: 85, lng: 0 }, 'north', 0).lat).toBe(85);
    const wrapped = nudge({ lat: 0, lng: 179.99 }, 'east', 0).lng;
    expect(wrapped).toBeGreaterThanOrEqual(-180);
    expect(wrapped).toBeLessThan(0);
  });
});
