import Koa from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@strapi/utils';
import { clientAddress } from 'contract/security';
import serverConfig from '../../config/server';

/** ctx.ip of a request from `peer` with this X-Forwarded-For, on a Koa app made as Strapi makes it from config/server.ts. */
function ipSeenByTheCms(peer: string, forwardedFor: string | undefined): string {
  const proxy = serverConfig({ env }).proxy as { koa?: boolean; maxIpsCount?: number };
  const app = new Koa({ proxy: proxy.koa, maxIpsCount: proxy.maxIpsCount ?? 0 });
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return app.createContext({ headers, socket: { remoteAddress: peer } } as never, {} as never).ip;
}

describe("config/server.ts: the client's address behind the declared proxies", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('without IS_PROXIED, X-Forwarded-For is ignored: the client is the peer', () => {
    vi.stubEnv('IS_PROXIED', '');
    expect(ipSeenByTheCms('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('IS_PROXIED=true trusts one proxy: an address the client wrote into the header is never its address', () => {
    vi.stubEnv('IS_PROXIED', 'true');
    expect(ipSeenByTheCms('10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(ipSeenByTheCms('10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(ipSeenByTheCms('10.0.0.2', '198.51.100.1, 198.51.100.2, 203.0.113.9')).toBe('203.0.113.9');
    expect(ipSeenByTheCms('10.0.0.2', undefined)).toBe('10.0.0.2');
  });

  it('PROXY_HOPS=2 trusts two', () => {
    vi.stubEnv('IS_PROXIED', 'true');
    vi.stubEnv('PROXY_HOPS', '2');
    expect(ipSeenByTheCms('10.0.0.2', 'forged, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
  });

  it('a wrong PROXY_HOPS stops the start with a message naming it', () => {
    vi.stubEnv('IS_PROXIED', 'true');
    vi.stubEnv('PROXY_HOPS', 'two');
    expect(() => serverConfig({ env })).toThrow('PROXY_HOPS must be a whole number from 1 to 10');
    vi.stubEnv('IS_PROXIED', '');
    vi.stubEnv('PROXY_HOPS', '1');
    expect(() => serverConfig({ env })).toThrow('PROXY_HOPS is "1" but IS_PROXIED is not true');
  });

  it("agrees with the rule the site's and the builder's servers use (contract/security clientAddress)", () => {
    const cases: Array<[string, string, string | undefined]> = [
      ['', '', '198.51.100.1'],
      ['true', '', '198.51.100.1, 203.0.113.9'],
      ['true', '', undefined],
      ['true', '', '198.51.100.1, '],
      ['true', '2', 'forged, 203.0.113.9, 10.0.0.1'],
      ['true', '2', '203.0.113.9'],
      ['true', '3', 'a,b,c,d,e'],
    ];
    for (const [proxied, hops, forwardedFor] of cases) {
      vi.stubEnv('IS_PROXIED', proxied);
      vi.stubEnv('PROXY_HOPS', hops);
      const expected = clientAddress('10.0.0.2', forwardedFor, proxied === 'true' ? Number(hops || 1) : 0);
      expect(ipSeenByTheCms('10.0.0.2', forwardedFor), `${forwardedFor} behind ${hops || (proxied ? 1 : 0)}`).toBe(expected);
    }
  });
});
