import type { Flag } from './types';

/** '' and 'true' (and true) are true; everything else is false. */
export function toFlag(v: Flag | null): boolean {
  return v === true || v === '' || (typeof v === 'string' && v.trim().toLowerCase() === 'true');
}

/** A list given as an array, JSON, or "'Apple','Google'" / "Apple, Google". */
export function toList(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  if (Array.isArray(v)) return v.map((x) => String(x).trim()).filter(Boolean);
  const s = String(v).trim();
  if (!s) return [];
  if (s.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(s);
      if (Array.isArray(parsed)) return parsed.map((x) => String(x).trim()).filter(Boolean);
    } catch {
      /* fall through to the lenient form */
    }
  }
  return s
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((x) => x.trim().replace(/^["']|["']$/g, '').trim())
    .filter(Boolean);
}

/**
 * An object given as an object or as JSON (single quotes tolerated, as pages written for the
 * add-to-calendar-button library often use them). Returns an error text when the JSON is broken.
 */
export function toObject<T>(v: unknown): { value?: T; error?: string } {
  if (v === undefined || v === null || v === '') return {};
  if (typeof v === 'object') return { value: v as T };
  const s = String(v).trim();
  for (const candidate of [s, s.replace(/'/g, '"')]) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (parsed && typeof parsed === 'object') return { value: parsed as T };
    } catch {
      /* try the next form */
    }
  }
  return { error: 'is not valid JSON' };
}
