/**
 * A page's slug: lower-case words of letters and digits joined by single hyphens ("spring-launch-2026").
 * The CMS's page schemas carry the same pattern as their `regex` (a test compares them); the builder
 * checks it before saving, the site and the APIs refuse anything else with a 404 or 400.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 255;

export const isSlug = (value: string): boolean => value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
