import type { FieldError } from '../schema/validate';

export type ErrorMap = Record<string, string>;

/**
 * The page's problems keyed by field path. Returns `previous` itself when nothing changed, so that
 * a keystroke that fixes or breaks nothing does not hand every memoised field a new errors object.
 */
export function errorMapOf(errors: readonly FieldError[], previous: ErrorMap | null): ErrorMap {
  const next: ErrorMap = Object.fromEntries(errors.map((e) => [e.path, e.message]));
  if (!previous) return next;
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(previous).length) return next;
  return keys.every((key) => previous[key] === next[key]) ? previous : next;
}
