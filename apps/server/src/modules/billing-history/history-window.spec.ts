import { describe, expect, it } from 'vitest';
import { historyPageSlice, historyWindowStart } from './history-window';

describe('the payment history’s one-year window', () => {
  it('starts at 00:00 JST of the day after the same JST date a year earlier', () => {
    // 2026-12-03 10:00 JST.
    expect(historyWindowStart(new Date('2026-12-03T01:00:00Z')).toISOString()).toBe('2025-12-03T15:00:00.000Z');
  });

  it('follows the JST date, not the UTC one, at the edge of a day', () => {
    // 2026-12-03 23:59:59 UTC is already 4 December in Japan.
    expect(historyWindowStart(new Date('2026-12-03T23:59:59Z')).toISOString()).toBe('2025-12-04T15:00:00.000Z');
    // 2026-12-03 14:59:59 UTC is still 3 December in Japan; a second later it is the 4th.
    expect(historyWindowStart(new Date('2026-12-03T14:59:59Z')).toISOString()).toBe('2025-12-03T15:00:00.000Z');
    expect(historyWindowStart(new Date('2026-12-03T15:00:00Z')).toISOString()).toBe('2025-12-04T15:00:00.000Z');
  });

  it('counts back from 28 February on a 29 February, across the year boundary too', () => {
    expect(historyWindowStart(new Date('2028-02-29T03:00:00Z')).toISOString()).toBe('2027-02-28T15:00:00.000Z');
    expect(historyWindowStart(new Date('2027-01-01T00:00:00Z')).toISOString()).toBe('2026-01-01T15:00:00.000Z');
  });
});

describe('the payment history’s pages', () => {
  it('slices whole pages and knows the last one', () => {
    expect(historyPageSlice(null, 23, 10)).toEqual({ currentPage: 1, lastPage: 3, offset: 0 });
    expect(historyPageSlice('3', 23, 10)).toEqual({ currentPage: 3, lastPage: 3, offset: 20 });
    expect(historyPageSlice('2', 20, 10)).toEqual({ currentPage: 2, lastPage: 2, offset: 10 });
  });

  it('has a first page when the history is empty', () => {
    expect(historyPageSlice('1', 0, 10)).toEqual({ currentPage: 1, lastPage: 1, offset: 0 });
    expect(historyPageSlice('', 0, 10)).toEqual({ currentPage: 1, lastPage: 1, offset: 0 });
  });

  it('is no page past the last, below 1, or not a whole number', () => {
    for (const raw of ['4', '0', '-1', '1.5', 'abc', '1e2', ' 1', '9999999999'])
      expect(historyPageSlice(raw, 23, 10), raw).toBeNull();
    expect(historyPageSlice('2', 0, 10)).toBeNull();
  });
});
