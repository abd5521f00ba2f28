// @ts-check
/**
 * The site's shared cache, on Redis (next.config.ts sets it as Next's `cacheHandler` only when
 * REDIS_URL is set). Next's data cache (the CMS's answers), the ISR pages and route responses live in
 * Redis through a maintained handler, @fortedigital/nextjs-cache-handler's `redis-strings`, so every
 * site instance serves the same cached pages, and a revalidation one instance receives (the CMS's
 * webhook: `revalidateTag`) removes the tagged entries for all of them. Without REDIS_URL, Next's own
 * cache (memory and .next, one process) is used, as on one machine.
 *
 * REDIS_URL         redis://[user:password@]host:6379[/db]
 * REDIS_KEY_PREFIX  default `site:`. Keys are `{prefix}{build id}:…`, so a new deployment never reads
 *                   pages rendered by another build (their scripts differ).
 *
 * While Redis cannot be reached, pages are rendered without the cache (each asks the CMS) and the
 * client keeps reconnecting; the error is logged at most every 30 s.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';

/** How long the first request waits for the connection before rendering without the cache. */
const CONNECT_WAIT_MS = 5000;
/** A Redis command that takes longer is a miss (get) or a lost write (set), never a hung page. */
const COMMAND_TIMEOUT_MS = 2000;
const ERROR_LOG_EVERY_MS = 30_000;

CacheHandler.onCreation(async ({ buildId }) => {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('cache/redis-cache-handler.mjs is the cache handler only when REDIS_URL is set (next.config.ts)');
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX ?? 'site:'}${buildId ?? 'development'}:`;
  const host = new URL(url).host;
  const client = createClient({ url, socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) } });
  let loggedAt = 0;
  const logError = (/** @type {Error} */ error) => {
    if (Date.now() - loggedAt < ERROR_LOG_EVERY_MS) return;
    loggedAt = Date.now();
    console.error(`[cache] Redis at ${host}: ${error.message || error.name} (pages are rendered without the shared cache until it answers)`);
  };
  client.on('error', logError);
  const connecting = client.connect().catch(logError);
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref())]);
  return { handlers: [createRedisHandler({ client, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS })] };
});

export default CacheHandler;
