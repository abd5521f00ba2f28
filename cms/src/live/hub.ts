import { EventEmitter } from 'node:events';
import { createClient } from 'redis';
import type { LiveOp, LivePage, LivePresence } from 'contract/wire';

/**
 * Where the open tabs of every page are kept and how the CMS instances tell each other about them: Redis when
 * REDIS_URL is set (a hash per page, a pub/sub channel per page), this process's memory otherwise (one instance).
 *
 * A tab is stored with the time it expires; readers skip expired ones (a tab whose instance died never said goodbye).
 */
export interface StoredTab {
  presence: LivePresence;
  /** Epoch milliseconds. */
  expires: number;
}

/**
 * What the instances tell each other about a page's tabs and its changes. `expires`: epoch milliseconds, as stored
 * (the instances' clocks are taken to agree within a fraction of a second); on a change, the sender's tab's new expiry
 * (a change counts as the tab being there). `editor` is the sender's admin id.
 */
export type HubMessage =
  | { type: 'presence'; presence: LivePresence; expires: number }
  | { type: 'leave'; session: string }
  | { type: 'change'; session: string; editor: number; seq: number; ops: LiveOp[]; expires?: number }
  | { type: 'sync'; from: string; to: string; page: LivePage };

export interface LiveHub {
  readonly store: 'redis' | 'memory';
  /** Stores a tab of `page` until `expires`. */
  put(page: string, tab: StoredTab): Promise<void>;
  get(page: string, session: string): Promise<StoredTab | null>;
  /** The page's tabs that have not expired. */
  list(page: string, now: number): Promise<StoredTab[]>;
  remove(page: string, session: string): Promise<void>;
  /** Tells every instance (this one included) listening to `page`. */
  publish(page: string, message: HubMessage): Promise<void>;
  /** Listens to `page`; resolves once listening, with the function that stops it. */
  subscribe(page: string, listener: (message: HubMessage) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

type Log = { info(message: string): void; warn(message: string): void };

/** One instance: everything in this process. */
export function memoryHub(): LiveHub {
  const pages = new Map<string, Map<string, StoredTab>>();
  const channels = new EventEmitter();
  channels.setMaxListeners(0);
  return {
    store: 'memory',
    async put(page, tab) {
      const tabs = pages.get(page) ?? new Map<string, StoredTab>();
      tabs.set(tab.presence.session, tab);
      pages.set(page, tabs);
    },
    async get(page, session) {
      return pages.get(page)?.get(session) ?? null;
    },
    async list(page, now) {
      const tabs = pages.get(page);
      if (!tabs) return [];
      for (const [session, tab] of tabs) if (tab.expires <= now) tabs.delete(session);
      if (!tabs.size) pages.delete(page);
      return [...tabs.values()];
    },
    async remove(page, session) {
      const tabs = pages.get(page);
      tabs?.delete(session);
      if (tabs && !tabs.size) pages.delete(page);
    },
    async publish(page, message) {
      // Delivered after the caller's turn, as Redis would.
      setImmediate(() => channels.emit(page, message));
    },
    async subscribe(page, listener) {
      channels.on(page, listener);
      return async () => {
        channels.off(page, listener);
      };
    },
    async close() {
      pages.clear();
      channels.removeAllListeners();
    },
  };
}

const parseTab = (raw: string): StoredTab | null => {
  try {
    const tab = JSON.parse(raw) as StoredTab;
    return typeof tab?.expires === 'number' && typeof tab.presence?.session === 'string' ? tab : null;
  } catch {
    return null;
  }
};

/**
 * Several instances: the tabs of a page in the hash `{prefix}live:tabs:{page}` (the hash itself expires a while after
 * its last write, so a page nobody has open leaves nothing behind) and its messages on the channel
 * `{prefix}live:{page}`. Commands fail at once while Redis is down (no offline queue): the route answers a 503.
 */
export function redisHub(url: string, prefix: string, log: Log): LiveHub {
  const client = createClient({ url, disableOfflineQueue: true });
  const subscriber = client.duplicate();
  let down = false;
  const onError = (error: Error) => {
    if (down) return;
    down = true;
    log.warn(`Live editing: Redis is not reachable (${error.message}); editors will not see each other until it is`);
  };
  client.on('error', onError);
  subscriber.on('error', onError);
  client.on('ready', () => {
    if (down) log.info('Live editing: Redis is reachable again');
    down = false;
  });
  // Retried in the background until Redis answers (node-redis's reconnect strategy); errors are logged above.
  const connected = Promise.all([client.connect(), subscriber.connect()]).then(
    () => undefined,
    () => undefined,
  );
  const tabsKey = (page: string) => `${prefix}live:tabs:${page}`;
  const channel = (page: string) => `${prefix}live:${page}`;
  /** A page's hash outlives its newest tab by this much. */
  const HASH_LIFE_MS = 60_000;
  return {
    store: 'redis',
    async put(page, tab) {
      await connected;
      await client.multi().hSet(tabsKey(page), tab.presence.session, JSON.stringify(tab)).pExpire(tabsKey(page), HASH_LIFE_MS).exec();
    },
    async get(page, session) {
      await connected;
      const raw = await client.hGet(tabsKey(page), session);
      return raw ? parseTab(raw) : null;
    },
    async list(page, now) {
      await connected;
      const all = await client.hGetAll(tabsKey(page));
      const tabs: StoredTab[] = [];
      const expired: string[] = [];
      for (const [session, raw] of Object.entries(all)) {
        const tab = parseTab(raw);
        if (tab && tab.expires > now) tabs.push(tab);
        else expired.push(session);
      }
      if (expired.length) await client.hDel(tabsKey(page), expired);
      return tabs;
    },
    async remove(page, session) {
      await connected;
      await client.hDel(tabsKey(page), session);
    },
    async publish(page, message) {
      await connected;
      await client.publish(channel(page), JSON.stringify(message));
    },
    async subscribe(page, listener) {
      await connected;
      const onMessage = (raw: string) => {
        try {
          listener(JSON.parse(raw) as HubMessage);
        } catch {
          // Not ours: ignored.
        }
      };
      await subscriber.subscribe(channel(page), onMessage);
      return async () => {
        await subscriber.unsubscribe(channel(page), onMessage).catch(() => undefined);
      };
    },
    async close() {
      await Promise.all([client.destroy(), subscriber.destroy()]);
    },
  };
}
