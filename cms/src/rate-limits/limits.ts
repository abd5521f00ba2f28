/**
 * Rate limits per client address, with rate-limiter-flexible: a fixed window per client and kind of request, counted
 * in Redis when REDIS_URL is set (every CMS instance adds to the same count; keys `{prefix}rate-limit:{name}:{client}`
 * expire with their window) and in this process's memory otherwise. While Redis cannot be reached, each instance
 * counts in its own memory (the library's insurance limiter) instead of failing the request.
 */
import ipaddr from 'ipaddr.js';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { LIMIT_NAMES, type Limit, type LimitName, type RateLimitSettings } from './settings';

type Limiter = Pick<RateLimiterMemory, 'consume' | 'reward'>;

/** One limiter per kind of request. */
const each = (make: (name: LimitName, limit: Limit) => Limiter, settings: RateLimitSettings) =>
  Object.fromEntries(LIMIT_NAMES.map((name) => [name, make(name, settings.limits[name])])) as Record<LimitName, Limiter>;

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * The key of a client address: IPv4 as it is (also when written as IPv6, ::ffff:a.b.c.d), IPv6 by its /64, the
 * block one subscriber gets (its 2^64 addresses are one client). Anything else (no address) as it is, shortened.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, 64) || 'unknown';
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  return `${ip.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

export class RateLimits {
  constructor(
    private readonly limiters: Record<LimitName, Limiter>,
    /** Where the counts are, for the log. */
    readonly store: 'redis' | 'memory',
    private readonly onClose: () => Promise<void> = async () => {},
    /** Resolves once the counts are where `store` says (Redis: connected). */
    readonly ready: Promise<void> = Promise.resolve(),
  ) {}

  /** Counts one request of `address`; refused once the window's count is used up, with the seconds until it frees. */
  async take(name: LimitName, address: string): Promise<Verdict> {
    try {
      await this.limiters[name].consume(clientKey(address));
      return { allowed: true };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
  }

  /** Takes back one request counted by take() (a sign-in that succeeded). */
  async giveBack(name: LimitName, address: string): Promise<void> {
    await this.limiters[name].reward(clientKey(address), 1);
  }

  async close(): Promise<void> {
    await this.onClose();
  }
}

/** The limits in this process's memory. */
export function memoryRateLimits(settings: RateLimitSettings): RateLimits {
  return new RateLimits(
    each((_name, { max, windowSeconds }) => new RateLimiterMemory({ points: max, duration: windowSeconds }), settings),
    'memory',
  );
}

/**
 * The limits in Redis (settings.redisUrl), shared with every instance that uses the same Redis and key prefix. The
 * connection is made in the background and remade after a loss; meanwhile commands fail at once (no offline queue)
 * and the insurance limiter in memory counts.
 */
export function redisRateLimits(settings: RateLimitSettings & { redisUrl: string }, log: Log): RateLimits {
  const client = createClient({ url: settings.redisUrl, disableOfflineQueue: true });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(`Rate limits: Redis is not reachable (${error.message}); each instance counts in its own memory until it is`);
  });
  client.on('ready', () => {
    if (down) log.info('Rate limits: Redis is reachable again');
    down = false;
  });
  // Retried in the background until Redis answers (node-redis's reconnect strategy); errors are logged above.
  const connected = client.connect().then(
    () => undefined,
    () => undefined,
  );
  const limiters = each(
    (name, { max, windowSeconds }) =>
      new RateLimiterRedis({
        storeClient: client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        keyPrefix: `${settings.keyPrefix}rate-limit:${name}`,
        points: max,
        duration: windowSeconds,
        insuranceLimiter: new RateLimiterMemory({ points: max, duration: windowSeconds }),
      }),
    settings,
  );
  return new RateLimits(limiters, 'redis', async () => client.destroy(), connected);
}
