import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { clientKey, memoryRateLimits, redisRateLimits, type RateLimits } from './limits';
import { LIMIT_DEFAULTS, rateLimitSettings } from './settings';

const REDIS_URL = process.env.E2E_REDIS_URL || 'redis://127.0.0.1:6379';
const settings = (vars: Record<string, string>) => rateLimitSettings((key) => vars[key]);
const log = { info: vi.fn(), warn: vi.fn() };
const opened: RateLimits[] = [];
afterAll(async () => {
  for (const limits of opened) await limits.close();
});

describe('rateLimitSettings', () => {
  it('defaults: 10 failed sign-ins per 15 minutes, 30 sign-ups and 30 RSVP answers per 10 minutes, 1,200 live-editing requests a minute, in memory', () => {
    expect(settings({})).toEqual({ limits: LIMIT_DEFAULTS, redisUrl: null, keyPrefix: 'cms:' });
    expect(LIMIT_DEFAULTS).toEqual({
      login: { max: 10, windowSeconds: 900 },
      newsletter: { max: 30, windowSeconds: 600 },
      rsvp: { max: 30, windowSeconds: 600 },
      live: { max: 1_200, windowSeconds: 60 },
    });
  });

  it('reads every variable', () => {
    const read = settings({ RATE_LIMIT_RSVP_MAX: '5', RATE_LIMIT_RSVP_WINDOW: '60', REDIS_URL: 'redis://redis:6379', REDIS_KEY_PREFIX: 'x:' });
    expect(read.limits.rsvp).toEqual({ max: 5, windowSeconds: 60 });
    expect(read.redisUrl).toBe('redis://redis:6379');
    expect(read.keyPrefix).toBe('x:');
  });

  it.each([
    [{ RATE_LIMIT_LOGIN_MAX: '0' }, 'RATE_LIMIT_LOGIN_MAX must be a whole number from 1 to 1000000 (got "0")'],
    [{ RATE_LIMIT_NEWSLETTER_MAX: 'ten' }, 'RATE_LIMIT_NEWSLETTER_MAX must be a whole number from 1 to 1000000 (got "ten")'],
    [{ RATE_LIMIT_RSVP_WINDOW: '1.5' }, 'RATE_LIMIT_RSVP_WINDOW must be a whole number from 1 to 604800 (got "1.5")'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL with a host'],
    [{ REDIS_URL: 'http://redis' }, 'REDIS_URL must be a redis:// or rediss:// URL with a host'],
  ])('refuses %j at start, naming the variable', (vars, message) => {
    expect(() => settings(vars)).toThrow(message);
  });
});

describe('clientKey', () => {
  it('an IPv4 address, also written as IPv6, is itself; IPv6 counts per /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
  });
});

describe('memoryRateLimits', () => {
  it('refuses the request over the limit with the seconds until the window ends; other clients and kinds go on', async () => {
    const limits = memoryRateLimits(settings({ RATE_LIMIT_NEWSLETTER_MAX: '3', RATE_LIMIT_NEWSLETTER_WINDOW: '600' }));
    for (let i = 0; i < 3; i++) expect(await limits.take('newsletter', '203.0.113.9')).toEqual({ allowed: true });
    const refused = await limits.take('newsletter', '203.0.113.9');
    expect(refused.allowed).toBe(false);
    // The seconds left of this client's window of 600.
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(await limits.take('newsletter', '203.0.113.10')).toEqual({ allowed: true });
    expect(await limits.take('rsvp', '203.0.113.9')).toEqual({ allowed: true });
  });

  it('a request given back does not count', async () => {
    const limits = memoryRateLimits(settings({ RATE_LIMIT_LOGIN_MAX: '2' }));
    for (let i = 0; i < 5; i++) {
      expect(await limits.take('login', '203.0.113.9')).toEqual({ allowed: true });
      await limits.giveBack('login', '203.0.113.9');
    }
    await limits.take('login', '203.0.113.9');
    await limits.take('login', '203.0.113.9');
    expect((await limits.take('login', '203.0.113.9')).allowed).toBe(false);
  });
});

describe('redisRateLimits', () => {
  it('two instances on one Redis share the count of each client', async () => {
    const prefix = `test-${randomUUID()}:`;
    const vars = { RATE_LIMIT_RSVP_MAX: '3', REDIS_URL, REDIS_KEY_PREFIX: prefix };
    const [first, second] = [0, 1].map(() => redisRateLimits({ ...settings(vars), redisUrl: REDIS_URL }, log));
    opened.push(first!, second!);
    await Promise.all([first!.ready, second!.ready]);
    expect(await first!.take('rsvp', '203.0.113.9')).toEqual({ allowed: true });
    expect(await second!.take('rsvp', '203.0.113.9')).toEqual({ allowed: true });
    expect(await first!.take('rsvp', '203.0.113.9')).toEqual({ allowed: true });
    expect((await second!.take('rsvp', '203.0.113.9')).allowed).toBe(false);
    expect(await second!.take('rsvp', '203.0.113.10')).toEqual({ allowed: true });

    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      expect(await redis.get(`${prefix}rate-limit:rsvp:203.0.113.9`)).toBe('4');
      const ttl = await redis.ttl(`${prefix}rate-limit:rsvp:203.0.113.9`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(600);
      await redis.del([`${prefix}rate-limit:rsvp:203.0.113.9`, `${prefix}rate-limit:rsvp:203.0.113.10`]);
    } finally {
      redis.destroy();
    }
  });

  it('while Redis cannot be reached, each instance counts in its own memory and says so', async () => {
    const limits = redisRateLimits({ ...settings({ RATE_LIMIT_RSVP_MAX: '2' }), redisUrl: 'redis://127.0.0.1:1' }, log);
    opened.push(limits);
    expect(await limits.take('rsvp', '203.0.113.9')).toEqual({ allowed: true });
    expect(await limits.take('rsvp', '203.0.113.9')).toEqual({ allowed: true });
    expect((await limits.take('rsvp', '203.0.113.9')).allowed).toBe(false);
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Rate limits: Redis is not reachable')));
  });
});
