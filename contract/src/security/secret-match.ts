import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of a given secret with the configured one; false when none is configured. */
export function secretMatches(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
