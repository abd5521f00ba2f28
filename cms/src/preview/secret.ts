import { secretMatches } from '../config/secret-match';

/**
 * The header in which the site's server sends PREVIEW_SECRET to GET /api/preview/:type/:slug: a
 * header, not the query, so that no URL or access log holds the secret.
 */
export const PREVIEW_SECRET_HEADER = 'x-preview-secret';

/** True when the request's header holds PREVIEW_SECRET; false when preview is off (no secret set). */
export function previewSecretMatches(given: unknown): boolean {
  return secretMatches(given, process.env.PREVIEW_SECRET);
}
