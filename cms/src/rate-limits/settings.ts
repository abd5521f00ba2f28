/**
 * The rate limits' settings (config/rate-limits.ts): how many requests of each kind one client address may make in
 * a window, and where the counts live (Redis when REDIS_URL is set, so that every CMS instance sees the same counts;
 * this process's memory otherwise). A wrong value stops the CMS at start with a message naming the variable.
 */

/** What is limited per client address (`live`: per signed-in editor). */
export const LIMIT_NAMES = ['login', 'newsletter', 'rsvp', 'live'] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

export interface Limit {
  /** Requests allowed per window (for `login`: failed sign-ins). */
  max: number;
  windowSeconds: number;
}

export interface RateLimitSettings {
  limits: Record<LimitName, Limit>;
  /** Redis shared by the CMS instances; null: counts in this process's memory. */
  redisUrl: string | null;
  /** Prefix of every key in Redis: `{prefix}rate-limit:{name}:{client}`. */
  keyPrefix: string;
}

/**
 * The variables and their defaults. `login` counts failed sign-ins to the admin (POST /admin/login) across all
 * accounts, besides Strapi's own limit per account; `newsletter` counts sign-ups (POST /api/newsletter), `rsvp`
 * RSVP answers (POST /api/rsvp/:eventKey), `live` the live-editing streams opened, updates, changes and syncs sent by
 * one editor (src/live; a builder tab sends an update every 3 s and one per selection, and up to 10 changes a second
 * while the editor types).
 */
export const LIMIT_DEFAULTS: Record<LimitName, Limit> = {
  login: { max: 10, windowSeconds: 15 * 60 },
  newsletter: { max: 30, windowSeconds: 10 * 60 },
  rsvp: { max: 30, windowSeconds: 10 * 60 },
  live: { max: 1_200, windowSeconds: 60 },
};

const VARIABLE: Record<LimitName, string> = {
  login: 'RATE_LIMIT_LOGIN',
  newsletter: 'RATE_LIMIT_NEWSLETTER',
  rsvp: 'RATE_LIMIT_RSVP',
  live: 'RATE_LIMIT_LIVE',
};
const MAX_COUNT = 1_000_000;
const MAX_WINDOW_SECONDS = 7 * 24 * 60 * 60;

type Read = (key: string) => string | undefined;

function wholeNumber(read: Read, key: string, fallback: number, max: number): number {
  const raw = (read(key) ?? '').trim();
  if (raw === '') return fallback;
  const value = /^\d{1,7}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= max)) throw new Error(`${key} must be a whole number from 1 to ${max} (got "${raw}")`);
  return value;
}

function redisUrl(read: Read): string | null {
  const raw = (read('REDIS_URL') ?? '').trim();
  if (raw === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname)
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL with a host, e.g. redis://127.0.0.1:6379');
  return raw;
}

/** The settings from the environment; `defaults` replaces LIMIT_DEFAULTS where a variable is unset (the test configuration). */
export function rateLimitSettings(read: Read, defaults: Record<LimitName, Limit> = LIMIT_DEFAULTS): RateLimitSettings {
  const limits = Object.fromEntries(
    LIMIT_NAMES.map((name) => [
      name,
      {
        max: wholeNumber(read, `${VARIABLE[name]}_MAX`, defaults[name].max, MAX_COUNT),
        windowSeconds: wholeNumber(read, `${VARIABLE[name]}_WINDOW`, defaults[name].windowSeconds, MAX_WINDOW_SECONDS),
      },
    ]),
  ) as Record<LimitName, Limit>;
  return { limits, redisUrl: redisUrl(read), keyPrefix: read('REDIS_KEY_PREFIX') ?? 'cms:' };
}
