import { describe, expect, it } from 'vitest';
import { isFresh, STALE_TIME_MS } from './freshness';

describe('newsroom results freshness', () => {
  it.each([
    [0, true],
    [4999, true],
    [5000, false],
    [60_000, false],
  ])('a state fetched %i ms ago is fresh: %s', (age, fresh) => {
    expect(isFresh(1_000_000, 1_000_000 + age)).toBe(fresh);
  });
  it('is 5 seconds', () => expect(STALE_TIME_MS).toBe(5000));
});
