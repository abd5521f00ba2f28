import { describe, expect, it } from 'vitest';
import { clientAddress, proxyHops } from './client-address.js';

const reader = (vars: Record<string, string>) => (key: string) => vars[key];

describe('proxyHops', () => {
  it('is 0 without IS_PROXIED=true, 1 with it, PROXY_HOPS when given', () => {
    expect(proxyHops(reader({}))).toBe(0);
    expect(proxyHops(reader({ IS_PROXIED: 'false' }))).toBe(0);
    expect(proxyHops(reader({ IS_PROXIED: 'true' }))).toBe(1);
    expect(proxyHops(reader({ IS_PROXIED: 'true', PROXY_HOPS: '' }))).toBe(1);
    expect(proxyHops(reader({ IS_PROXIED: 'true', PROXY_HOPS: '2' }))).toBe(2);
  });

  it.each([
    [{ IS_PROXIED: 'yes' }, /IS_PROXIED must be true or false \(got "yes"\)/],
    [{ PROXY_HOPS: '1' }, /PROXY_HOPS is "1" but IS_PROXIED is not true/],
    [{ IS_PROXIED: 'false', PROXY_HOPS: '2' }, /PROXY_HOPS is "2" but IS_PROXIED is not true/],
    [{ IS_PROXIED: 'true', PROXY_HOPS: '0' }, /PROXY_HOPS must be a whole number from 1 to 10 .*got "0"/],
    [{ IS_PROXIED: 'true', PROXY_HOPS: 'one' }, /PROXY_HOPS must be a whole number from 1 to 10 .*got "one"/],
    [{ IS_PROXIED: 'true', PROXY_HOPS: '1.5' }, /got "1.5"/],
    [{ IS_PROXIED: 'true', PROXY_HOPS: '11' }, /got "11"/],
  ])('refuses %j with a message naming the variable', (vars, message) => {
    expect(() => proxyHops(reader(vars))).toThrow(message);
  });
});

describe('clientAddress', () => {
  it('is the peer when no proxy is declared, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', 0)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', undefined, 0)).toBe('203.0.113.9');
  });

  it('behind one proxy, is the entry that proxy wrote: what the client put before it is never the address', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '198.51.100.1, 198.51.100.2,203.0.113.9', 1)).toBe('203.0.113.9');
    // Two X-Forwarded-For headers (Node joins them; an array as some servers hand them).
    expect(clientAddress('10.0.0.2', ['198.51.100.1', '203.0.113.9'], 1)).toBe('203.0.113.9');
  });

  it('behind two proxies, is the entry the outer one wrote', () => {
    expect(clientAddress('10.0.0.2', 'forged, 203.0.113.9, 10.0.0.1', 2)).toBe('203.0.113.9');
    // Fewer entries than proxies: the first one (Koa's rule).
    expect(clientAddress('10.0.0.2', '203.0.113.9', 2)).toBe('203.0.113.9');
  });

  it('is the peer behind a proxy that sent no header, or an empty entry', () => {
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '', 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '198.51.100.1, ', 1)).toBe('10.0.0.2');
  });
});
