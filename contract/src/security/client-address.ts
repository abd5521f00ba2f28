/**
 * The client's address behind a known number of proxies: one rule for the CMS, the site's server and the builder's
 * server. The CMS's is Koa's own (`server.proxy.koa` with `server.proxy.maxIpsCount`: `ctx.ip`); the site's and the
 * builder's servers call clientAddress(), which is that rule.
 *
 * IS_PROXIED=true declares that every request comes through PROXY_HOPS proxies (default 1), each of which adds the
 * address it saw to X-Forwarded-For (or, like the scale profile's nginx, replaces the header with it). Only those
 * last entries are believed: whatever a client wrote into the header itself stays to their left and is never its
 * address. Without IS_PROXIED the header is ignored and the client is the connection's peer.
 */

/** The most proxies a server may declare in front of it. */
export const MAX_PROXY_HOPS = 10;

/** Reads one environment variable (`process.env[key]`, or Strapi's `env(key)`). */
type EnvReader = (key: string) => string | undefined;

/**
 * How many proxies stand in front of this server: 0 unless IS_PROXIED=true, then PROXY_HOPS (default 1). Throws, at
 * start, a message naming the variable for a value that is not one of these.
 */
export function proxyHops(read: EnvReader): number {
  const proxied = (read('IS_PROXIED') ?? '').trim();
  const hops = (read('PROXY_HOPS') ?? '').trim();
  if (proxied !== '' && proxied !== 'true' && proxied !== 'false') throw new Error(`IS_PROXIED must be true or false (got "${proxied}")`);
  if (proxied !== 'true') {
    if (hops !== '') throw new Error(`PROXY_HOPS is "${hops}" but IS_PROXIED is not true: set IS_PROXIED=true behind a proxy, or leave PROXY_HOPS unset`);
    return 0;
  }
  if (hops === '') return 1;
  const count = /^\d{1,3}$/.test(hops) ? Number(hops) : NaN;
  if (!(count >= 1 && count <= MAX_PROXY_HOPS))
    throw new Error(`PROXY_HOPS must be a whole number from 1 to ${MAX_PROXY_HOPS} (the proxies in front of this server; got "${hops}")`);
  return count;
}

/**
 * The client's address: with `hops` proxies in front, the X-Forwarded-For entry the outermost of them wrote (the
 * hops-th from the right; the first one when there are fewer); without proxies or without the header, the peer.
 * Koa's `ctx.ip` (app.proxy, app.maxIpsCount) to the letter, so that the CMS and the servers in front of it agree.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | readonly string[] | null | undefined, hops: number): string {
  if (hops > 0 && forwardedFor) {
    const header = typeof forwardedFor === 'string' ? forwardedFor : forwardedFor.join(',');
    const entries = header
      .split(',')
      .map((entry) => entry.trim())
      .slice(-hops);
    if (entries[0]) return entries[0];
  }
  return peer ?? '';
}
