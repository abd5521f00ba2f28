/**
 * The header in which the site's server sends PREVIEW_SECRET to the CMS's GET /api/preview/:type/:slug:
 * a header, not the query, so that no URL or access log holds the secret.
 */
export const PREVIEW_SECRET_HEADER = 'x-preview-secret';
