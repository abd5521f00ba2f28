import type { Flag } from './types';

/** Trimmed text, or undefined when empty. */
export const str = (v: unknown): string | undefined => (v == null ? undefined : String(v).trim() || undefined);
/** Trimmed and lower-cased, or the fallback when empty. */
export const lower = (v: unknown, fallback?: string): string | undefined => (str(v) ?? fallback)?.toLowerCase();
/** Recurrence text: without whitespace, upper-cased. */
export const squeeze = (v: unknown): string | undefined => str(v)?.replace(/\s+/g, '').toUpperCase();

/** '' and 'true' (and true) are true; everything else is false. */
export function toFlag(v: Flag | null): boolean {
  return v === true || /^(\s*true\s*)?$/i.test(v as string);
}

/** A list given as an array, JSON, or "'Apple','Google'" / "Apple, Google". */
export function toList(v: unknown): string[] {
  let list = toObject(v).value;
  if (!Array.isArray(list)) {
    list = String(v ?? '')
      .trim()
      .replace(/^\[|\]$/g, '')
      .split(',')
      .map((x) => x.replace(/^\s*["']|["']\s*$/g, ''));
  }
  return (list as unknown[]).map((x) => String(x).trim()).filter(Boolean);
}

/**
 * An object given as an object or as JSON (single quotes tolerated, as pages written for the
 * add-to-calendar-button library often use them). Returns an error text when the JSON is broken.
 */
export function toObject<T>(v: unknown): { value?: T; error?: string } {
  if (v === undefined || v === null || v === '') return {};
  if (typeof v === 'object') return { value: v as T };
  const s = String(v).trim();
  // only text starting like an object or array can parse to one (and failed parses are slow); what parses is one
  if (/^[[{]/.test(s)) {
    for (const candidate of [s, s.replace(/'/g, '"')]) {
      try {
        return { value: JSON.parse(candidate) as T };
      } catch {
        /* try the next form */
      }
    }
  }
  return { error: 'is not valid JSON' };
}
