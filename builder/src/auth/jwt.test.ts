import { describe, expect, it } from 'vitest';
import { jwtExpiry, refreshDelay } from './jwt';

const token = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('jwtExpiry', () => {
  it('reads exp in milliseconds', () => {
    expect(jwtExpiry(token({ exp: 1800 }))).toBe(1_800_000);
  });
  it('returns null for malformed tokens', () => {
    expect(jwtExpiry('nope')).toBeNull();
    expect(jwtExpiry(token({}))).toBeNull();
  });
});

describe('refreshDelay', () => {
  it('refreshes a minute before a 30-minute token expires', () => {
    expect(refreshDelay(30 * 60_000, 0)).toBe(29 * 60_000);
  });
  it('refreshes half-way through a short token and never in the past', () => {
    expect(refreshDelay(60_000, 0)).toBe(30_000);
    expect(refreshDelay(0, 10_000)).toBe(1000);
  });
});
