import type { Core } from '@strapi/strapi';
import type { RateLimitSettings } from '../rate-limits/settings';
import { memoryHub, redisHub } from './hub';
import { LiveRooms } from './rooms';

export { LiveRefusal } from './rooms';
export { editorOf } from './editor';

/**
 * Live editing (contract/wire live.ts): who has a page open in the builder and what they have selected. Kept in
 * Redis when REDIS_URL is set, so editors reaching different CMS instances see each other; in memory otherwise.
 */
const open = new WeakMap<Core.Strapi, LiveRooms>();

/** Opens this instance's live rooms (src/index.ts register()), with the rate limits' Redis settings. */
export function openLive(strapi: Core.Strapi): void {
  const { redisUrl, keyPrefix } = strapi.config.get('rate-limits') as RateLimitSettings;
  const hub = redisUrl ? redisHub(redisUrl, keyPrefix, strapi.log) : memoryHub();
  open.set(strapi, new LiveRooms(hub));
  strapi.log.info(`Live editing: editors' presence kept in ${hub.store === 'redis' ? 'Redis, shared by the instances' : 'memory (one instance)'}`);
}

export function liveRooms(strapi: Core.Strapi): LiveRooms {
  const rooms = open.get(strapi);
  if (!rooms) throw new Error('Live editing is not open (src/index.ts opens it in register())');
  return rooms;
}

/** Ends the streams and closes the Redis connections (src/index.ts destroy()). */
export async function closeLive(strapi: Core.Strapi): Promise<void> {
  await open.get(strapi)?.close();
  open.delete(strapi);
}
