import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { settleClientAddress, siteProxyHops } from './client-address.mjs';

const request = (peer: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe("the visitor's address as the site's routes read it (X-Forwarded-For, settled by server/main.mjs)", () => {
  it("without IS_PROXIED, the connection's peer replaces whatever the visitor wrote in the header", () => {
    const req = request('203.0.113.9', '198.51.100.1');
    settleClientAddress(req, siteProxyHops({}));
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('behind one proxy (IS_PROXIED=true), the entry the proxy wrote, never the ones before it', () => {
    const req = request('10.0.0.2', '198.51.100.1, 203.0.113.9');
    settleClientAddress(req, siteProxyHops({ IS_PROXIED: 'true' }));
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('behind PROXY_HOPS=2, the entry the outer proxy wrote', () => {
    const req = request('10.0.0.2', '198.51.100.1, 203.0.113.9, 10.0.0.1');
    settleClientAddress(req, siteProxyHops({ IS_PROXIED: 'true', PROXY_HOPS: '2' }));
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('a wrong PROXY_HOPS stops the server at start, naming it', () => {
    expect(() => siteProxyHops({ IS_PROXIED: 'true', PROXY_HOPS: '-1' })).toThrow(/PROXY_HOPS must be a whole number/);
  });
});
