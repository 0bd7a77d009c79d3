import { describe, expect, it } from 'vitest';
import { markAccountHeaderStale, takeAccountHeaderStale } from './account-header-stale';

describe('account header staleness', () => {
  it('is reported once after a mark, then cleared', () => {
    expect(takeAccountHeaderStale()).toBe(false);
    markAccountHeaderStale();
    expect(takeAccountHeaderStale()).toBe(true);
    expect(takeAccountHeaderStale()).toBe(false);
  });
});
