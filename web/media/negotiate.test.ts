import { describe, expect, it } from 'vitest';
import { acceptedTypes, isConvertible, preferredFormat } from './negotiate';

describe('image format negotiation', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'], // Chrome
    ['image/webp,*/*', 'webp'], // Firefox before AVIF
    ['image/avif;q=0,image/webp', 'webp'],
    ['image/avif;q=0.5, image/webp;q=1', 'avif'], // the site prefers AVIF whenever it is acceptable
    ['image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5', null], // Safari 13
    ['image/*', null], // wildcards do not name a format
    ['*/*', null],
    ['', null],
    [null, null],
  ])('Accept %j → %s', (accept, expected) => {
    expect(preferredFormat(accept)).toBe(expected);
  });

  it('reads types case-insensitively, without parameters, and drops q=0', () => {
    expect([...acceptedTypes('Image/AVIF ; q=0.9, image/webp;q=0, text/html')]).toEqual(['image/avif', 'text/html']);
  });

  it.each([
    ['image/jpeg', true],
    ['image/png; charset=binary', true],
    ['IMAGE/JPEG', true],
    ['image/gif', false],
    ['image/svg+xml', false],
    ['image/webp', false],
    [null, false],
  ])('%s is converted: %s', (type, expected) => {
    expect(isConvertible(type)).toBe(expected);
  });
});
