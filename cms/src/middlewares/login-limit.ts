import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { rateLimits, refusal } from '../rate-limits';

/**
 * `global::login-limit`: failed admin sign-ins (POST /admin/login) per client address, across every account
 * (RATE_LIMIT_LOGIN_MAX in RATE_LIMIT_LOGIN_WINDOW seconds; src/rate-limits). Strapi's own limit per account and
 * address (config/admin.ts rateLimit) still applies after this one. A sign-in that succeeds does not count; once the
 * count is used up every attempt from that address is refused (429, Retry-After) until the window ends.
 */
const LOGIN = '/admin/login';

/** The path as Strapi's router matches it: any case, with or without a trailing slash. */
function routePath(raw: string): string {
  const normal = path.posix.normalize(raw).toLowerCase();
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
}

const loginLimit: Core.MiddlewareFactory = (_config, { strapi }) => {
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || routePath(ctx.path) !== LOGIN) return next();
    const refused = await refusal(strapi, ctx, 'login', ctx.ip, 'failed sign-ins');
    if (refused) throw new errors.RateLimitError(refused);
    await next();
    if (ctx.status >= 200 && ctx.status < 300) await rateLimits(strapi).giveBack('login', ctx.ip);
  };
};

export default loginLimit;
