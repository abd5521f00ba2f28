import { describe, expect, it } from 'vitest';
import { isCacheableMethod, microCacheExpires } from './micro-cache.js';

describe('the micro-cache expiry', () => {
  it('names the second the answer was made in, in seconds since the epoch', () => {
    expect(microCacheExpires(Date.UTC(2026, 10, 29, 2, 0, 0, 0))).toBe(`@${Date.UTC(2026, 10, 29, 2, 0, 0) / 1000}`);
    expect(microCacheExpires(Date.UTC(2026, 10, 29, 2, 0, 0, 999))).toBe(`@${Date.UTC(2026, 10, 29, 2, 0, 0) / 1000}`);
    expect(microCacheExpires(Date.UTC(2026, 10, 29, 2, 0, 1, 0))).toBe(`@${Date.UTC(2026, 10, 29, 2, 0, 1) / 1000}`);
  });

  it('is sent only where a cache may store the answer', () => {
    expect(['GET', 'HEAD'].map(isCacheableMethod)).toEqual([true, true]);
    expect(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', undefined].map(isCacheableMethod)).toEqual([false, false, false, false, false, false]);
  });
});
