import { describe, expect, it } from 'vitest';
import { ResultCache } from './cache';

describe('ResultCache', () => {
  it('loads once for concurrent callers and serves the value until it expires', async () => {
    let loads = 0;
    let ttl = 60_000;
    const cache = new ResultCache<number>({ ttlMs: () => ttl, maxEntries: 10 });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([1, 1, 1]);
    expect(await cache.get('a', load)).toBe(1);
    ttl = 0;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('forgets the oldest entry beyond maxEntries', async () => {
    const cache = new ResultCache<string>({ ttlMs: () => 60_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('does not cache a failed load', async () => {
    const cache = new ResultCache<string>({ ttlMs: () => 60_000, maxEntries: 2 });
    await expect(
      cache.get('a', async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });
});
