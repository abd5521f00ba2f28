/** Where uploads are stored (the CMS's disk or an S3-compatible bucket), read by the CMS's config and the site. */
export * from './storage.js';
