import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { memoryRateLimits, redisRateLimits, type RateLimits, type Verdict } from './limits';
import type { LimitName, RateLimitSettings } from './settings';

export type { LimitName } from './settings';

/** The open limits of each CMS (one per process; tests boot several one after the other). */
const open = new WeakMap<Core.Strapi, RateLimits>();

/** Opens the limits of config/rate-limits.ts (src/index.ts register()). */
export function openRateLimits(strapi: Core.Strapi): void {
  const settings = strapi.config.get('rate-limits') as RateLimitSettings;
  const limits = settings.redisUrl ? redisRateLimits({ ...settings, redisUrl: settings.redisUrl }, strapi.log) : memoryRateLimits(settings);
  open.set(strapi, limits);
  const each = Object.entries(settings.limits).map(([name, { max, windowSeconds }]) => `${name} ${max}/${windowSeconds} s`);
  strapi.log.info(`Rate limits per client address (${each.join(', ')}), counted in ${limits.store === 'redis' ? 'Redis' : 'memory'}`);
}

export function rateLimits(strapi: Core.Strapi): RateLimits {
  const limits = open.get(strapi);
  if (!limits) throw new Error('The rate limits are not open (src/index.ts opens them in register())');
  return limits;
}

/** Closes the limits' Redis connection (src/index.ts destroy()). */
export async function closeRateLimits(strapi: Core.Strapi): Promise<void> {
  await open.get(strapi)?.close();
  open.delete(strapi);
}

/** "10 minutes", "45 seconds". */
function wait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one request of `what` from `address`. Allowed: null. Refused: sets the answer's Retry-After and returns the
 * message to send with the 429 ("Too many {what} from this address: try again in 10 minutes").
 */
export async function refusal(strapi: Core.Strapi, ctx: Context, name: LimitName, address: string, what: string): Promise<string | null> {
  const verdict: Verdict = await rateLimits(strapi).take(name, address);
  if (verdict.allowed) return null;
  ctx.set('Retry-After', String(verdict.retryAfterSeconds));
  return `Too many ${what} from this address: try again in ${wait(verdict.retryAfterSeconds)}`;
}
