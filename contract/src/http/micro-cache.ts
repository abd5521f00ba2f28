/**
 * How long the balancer's micro-cache (deploy/nginx/scale.conf) may keep an answer: until the end of the second it
 * was made in. nginx counts a cache entry's life in whole seconds and keeps one it was told to keep "1 s" until the
 * end of the next second, up to 2 s; an instance that names the second itself (nginx's documented
 * `X-Accel-Expires: @<seconds since the epoch>`, the last second the answer may be served) bounds it to 1 s, so that
 * a publish shows through the balancer within about 1 s of showing on the instances. nginx reads the header and
 * keeps it from the visitor; without nginx in front it is ignored. The site's server and the CMS send it on every
 * GET and HEAD; the balancer never stores what is private, no-store or no-cache, or sets a cookie, whatever it says.
 */
export const MICRO_CACHE_EXPIRES_HEADER = 'X-Accel-Expires';

/** The header's value for an answer made at `nowMs`: the current second, as nginx's `@` form. */
export function microCacheExpires(nowMs: number = Date.now()): string {
  return `@${Math.floor(nowMs / 1000)}`;
}

/** Whether a request's answer may carry it: only what a cache may store (GET and HEAD). */
export function isCacheableMethod(method: string | undefined): boolean {
  return method === 'GET' || method === 'HEAD';
}
