import { describe, expect, it } from 'vitest';
import { seededRandom, stableUuid } from './ids';

describe('stableUuid', () => {
  it('is the same for the same name and different for another', () => {
    expect(stableUuid('article:a:en-US')).toBe(stableUuid('article:a:en-US'));
    expect(stableUuid('article:a:en-US')).not.toBe(stableUuid('article:a:es-US'));
  });

  it('matches the regex of the CMS uuid attribute', () => {
    expect(stableUuid('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(8)()).not.toBe(first[0]);
  });
});
