/**
 * Which modern image format to send for a request's Accept header (content negotiation of the
 * /uploads/* images; the URL stays the same, the response varies on Accept).
 */
export type ModernFormat = 'avif' | 'webp';

/** Image types that are converted: photos and PNGs (not GIF, which may be animated, nor SVG). */
export const CONVERTIBLE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/jpg', 'image/png']);

export const FORMAT_TYPES: Record<ModernFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The media types an Accept header names explicitly with a non-zero quality (wildcards do not count). */
export function acceptedTypes(accept: string | null | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!type || type.includes('*')) continue;
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(type);
  }
  return accepted;
}

/** AVIF when the browser names it, else WebP, else null (send the original). */
export function preferredFormat(accept: string | null | undefined): ModernFormat | null {
  const accepted = acceptedTypes(accept);
  if (accepted.has(FORMAT_TYPES.avif)) return 'avif';
  if (accepted.has(FORMAT_TYPES.webp)) return 'webp';
  return null;
}

export function isConvertible(contentType: string | null | undefined): boolean {
  return CONVERTIBLE_TYPES.has((contentType ?? '').split(';')[0].trim().toLowerCase());
}
