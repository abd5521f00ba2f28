// @ts-check
/**
 * The visitor's address, settled once per request before Next sees it: the connection's peer, or behind the proxies
 * the operator declared (IS_PROXIED=true, PROXY_HOPS, default 1) the X-Forwarded-For entry the outermost of them
 * wrote (contract/security: the CMS's rule). It replaces the request's X-Forwarded-For, so that what Next and the
 * routes read there (app/api/newsletter sends it to the CMS for its per-visitor limit) is that address and never one
 * the visitor wrote into the header.
 */
import { clientAddress, proxyHops } from 'contract/security';

/**
 * The proxies in front of the site (0: none); throws at start for a wrong IS_PROXIED or PROXY_HOPS.
 * @param {Record<string, string | undefined>} [env]
 */
export const siteProxyHops = (env = process.env) => proxyHops((key) => env[key]);

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {number} hops
 */
export function settleClientAddress(req, hops) {
  const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops);
  if (address) req.headers['x-forwarded-for'] = address;
  else delete req.headers['x-forwarded-for'];
}
