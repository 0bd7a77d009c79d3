import { describe, expect, it } from 'vitest';
import { formatJpy, formatJstDate } from './format';

describe('formatJpy', () => {
  it('adds thousands separators and the language’s currency mark', () => {
    expect(formatJpy(1980, 'ja')).toBe('1,980円');
    expect(formatJpy(1980, 'en')).toBe('¥1,980');
    expect(formatJpy(1234567, 'ja')).toBe('1,234,567円');
    expect(formatJpy(0, 'en')).toBe('¥0');
    expect(formatJpy(-500, 'ja')).toBe('-500円');
  });
});

describe('formatJstDate', () => {
  // 2024-01-05T15:04:09Z is 2024-01-06 00:04:09 in Tokyo: the day changes, which proves the zone.
  const instant = '2024-01-05T15:04:09Z';
  it.each([
    ['history', '2024/01/06 00:04:09'],
    ['passwordUpdated', '2024/01/06 00:04'],
    ['invoice', '2024/1/6'],
    ['date', '2024/01/06'],
  ] as const)('%s → %s', (pattern, expected) => {
    expect(formatJstDate(instant, pattern)).toBe(expected);
  });

  it('accepts Date and epoch values, and gives an empty string for garbage', () => {
    expect(formatJstDate(new Date(instant), 'date')).toBe('2024/01/06');
    expect(formatJstDate(Date.parse(instant), 'date')).toBe('2024/01/06');
    expect(formatJstDate('not a date', 'date')).toBe('');
  });
});
