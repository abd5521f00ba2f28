import type { Core } from '@strapi/strapi';
import { isCacheableMethod, MICRO_CACHE_EXPIRES_HEADER, microCacheExpires } from 'contract/http';

/**
 * The public API's answers may be kept by the balancer's micro-cache until the end of the second they were made in
 * (contract/http: X-Accel-Expires, which nginx reads and keeps from the client), so that a publish shows in the API
 * through the balancer within about 1 s. Only GET and HEAD under /api/; the balancer never caches the admin, answers
 * to requests with credentials, or answers marked private or no-store (deploy/nginx/scale.conf).
 */
const microCacheExpiry: Core.MiddlewareFactory = () => async (ctx, next) => {
  if (isCacheableMethod(ctx.method) && ctx.path.startsWith('/api/')) ctx.set(MICRO_CACHE_EXPIRES_HEADER, microCacheExpires());
  await next();
};

export default microCacheExpiry;
