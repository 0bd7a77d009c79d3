import { describe, expect, it } from 'vitest';
import { formatBirthdayInput, fromBirthdayValue, toBirthdayValue } from './birthday-input';

const today = new Date(2026, 10, 23); // 2026-11-23, local time
const f = (raw: string): string => formatBirthdayInput(raw, today);

describe('formatBirthdayInput', () => {
  it('keeps digits only, up to 8, and inserts slashes as the user types', () => {
    expect(f('')).toBe('');
    expect(f('2')).toBe('2');
    expect(f('200')).toBe('200');
    expect(f('2001')).toBe('2001');
    expect(f('20010')).toBe('2001/0');
    expect(f('200102')).toBe('2001/02');
    expect(f('2001023')).toBe('2001/02/3');
    expect(f('20010203')).toBe('2001/02/03');
    expect(f('2001/02/03999')).toBe('2001/02/03');
    expect(f('2001a02-03')).toBe('2001/02/03');
    expect(f('２００１０２０３')).toBe('2001/02/03');
  });

  it('re-formats an edited value (Backspace removes a digit, not a slash)', () => {
    expect(f('2001/02/0')).toBe('2001/02/0');
    expect(f('2001/02/')).toBe('2001/02');
    expect(f('2001/0')).toBe('2001/0');
  });

  it('clamps the year into 1900..current year once complete', () => {
    expect(f('1899')).toBe('1900');
    expect(f('0000')).toBe('1900');
    expect(f('2100')).toBe('2026');
    expect(f('9999')).toBe('2026');
    expect(f('18990505')).toBe('1900/05/05');
  });

  it('clamps the month into 01–12', () => {
    expect(f('200100')).toBe('2001/01');
    expect(f('200113')).toBe('2001/12');
    expect(f('200199')).toBe('2001/12');
  });

  it('clamps the day to the month length, including Feb 29', () => {
    expect(f('20010100')).toBe('2001/01/01');
    expect(f('20010132')).toBe('2001/01/31');
    expect(f('20010431')).toBe('2001/04/30');
    expect(f('20230229')).toBe('2023/02/28');
    expect(f('20240229')).toBe('2024/02/29');
    expect(f('20240230')).toBe('2024/02/29');
    expect(f('19000229')).toBe('1900/02/28'); // 1900 is not a leap year
    expect(f('20000229')).toBe('2000/02/29'); // 2000 is
  });

  it('replaces a future date with today', () => {
    expect(f('20261124')).toBe('2026/11/23');
    expect(f('20261201')).toBe('2026/11/23');
    expect(f('20261123')).toBe('2026/11/23');
    expect(f('20261122')).toBe('2026/11/22');
    expect(f('20991231')).toBe('2026/11/23'); // year clamped to 2026, then 2026/12/31 is future
  });
});

describe('toBirthdayValue / fromBirthdayValue', () => {
  it('converts between the box and the stored value', () => {
    expect(toBirthdayValue('2001/02/03')).toBe('20010203');
    expect(toBirthdayValue('2001/02')).toBe('200102');
    expect(toBirthdayValue('')).toBe('');
    expect(fromBirthdayValue('20010203')).toBe('2001/02/03');
    expect(fromBirthdayValue(null)).toBe('');
  });
});
