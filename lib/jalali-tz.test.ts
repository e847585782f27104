import { afterAll, describe, expect, it } from 'vitest';
import { formatJalali } from './jalali';

// The device's zone for this file: Berlin skips 02:00–03:00 on 2027-03-28, when it is 02:30 in
// Tehran (Node applies a TZ set at run time to the Dates made after it).
const deviceZone = process.env.TZ;
process.env.TZ = 'Europe/Berlin';
afterAll(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

describe('formatJalali on a device in a summer-time zone', () => {
  it("shows Tehran's time on the night the device's clock jumps: 02:30 on 8 Farvardin 1406", () => {
    // The zone is in effect: Berlin has no 02:30 that night.
    expect(new Date(2027, 2, 28, 2, 30).getHours()).toBe(3);
    const instant = '2027-03-27T23:00:00Z';
    expect(formatJalali(instant, 'HH:mm')).toBe('۰۲:۳۰');
    expect(formatJalali(instant, 'd MMMM yyyy')).toBe('۸ فروردین ۱۴۰۶');
    expect(formatJalali(instant, "d MMMM، 'ساعت' HH:mm")).toBe('۸ فروردین، ساعت ۰۲:۳۰');
  });
});
