import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { MAX_TABS_PER_PAGE, PRESENCE_TTL_MS, type LiveChangeEvent, type LiveEditor, type LiveEvent, type LiveOp, type LivePage } from 'contract/wire';
import { memoryHub, redisHub, type LiveHub } from './hub';
import { LiveRefusal, LiveRooms } from './rooms';
import { editorOf, EDITOR_COLOURS } from './editor';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PAGE = 'api::landing-page.landing-page:abc123:en-US';
const ada: LiveEditor = editorOf({ id: 1, firstname: 'Ada', lastname: 'Lovelace' });
const bob: LiveEditor = editorOf({ id: 2, firstname: 'Bob', lastname: null, email: 'bob@example.com' });
const hero = { index: 0, id: 7, component: 'blocks.hero', field: 'title' };
const silent = { warn() {}, info() {} };
type Event = LiveEvent | LiveChangeEvent;

/** A stream as the route opens it: its events in order, and whether it was ended. */
function tab() {
  const events: Event[] = [];
  const waiting: Array<{ test: (event: Event) => boolean; resolve: (event: Event) => void }> = [];
  let ended = false;
  return {
    events,
    get ended() {
      return ended;
    },
    connect: () => ({
      send(event: Event) {
        events.push(event);
        for (const wait of [...waiting])
          if (wait.test(event)) {
            waiting.splice(waiting.indexOf(wait), 1);
            wait.resolve(event);
          }
      },
      end() {
        ended = true;
      },
    }),
    /** The first event (already sent or to come) that passes `test`. */
    next(test: (event: Event) => boolean): Promise<Event> {
      const found = events.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        waiting.push({ test, resolve });
        setTimeout(() => reject(new Error(`no such event within 3 s; got ${JSON.stringify(events)}`)), 3_000).unref();
      });
    },
  };
}

const presenceOf = (session: string) => (event: Event) => event.type === 'presence' && event.presence.session === session;
const leaveOf = (session: string) => (event: Event) => event.type === 'leave' && event.session === session;
/** The changes a stream heard, as `session:seq`, in the order it heard them. */
const changesOf = (events: Event[]) => events.flatMap((event) => (event.type === 'change' ? [`${event.session}:${event.seq}`] : []));
const typing = (text: string): LiveOp[] => [{ op: 'set', in: 'block', key: 'k1', path: ['title'], value: text }];
const wholePage: LivePage = {
  blocks: [{ __component: 'blocks.hero', __key: 'k1', title: 'Hello' }],
  settings: { seoTitle: 'Hello' },
  page: { title: 'Hello' },
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

let open: LiveRooms[] = [];
afterEach(async () => {
  for (const rooms of open) await rooms.close();
  open = [];
});

function instance(hub: LiveHub, now: () => number = Date.now): LiveRooms {
  const rooms = new LiveRooms(hub, now, 20);
  open.push(rooms);
  return rooms;
}

describe('editorOf', () => {
  it('names the editor as they gave their name, with initials and a colour from their id', () => {
    expect(ada).toEqual({ id: 1, name: 'Ada Lovelace', initials: 'AL', colour: EDITOR_COLOURS[1] });
    expect(bob).toMatchObject({ name: 'Bob', initials: 'BO' });
    expect(editorOf({ id: 9, email: 'grace@example.com' })).toMatchObject({ name: 'grace', initials: 'GR', colour: EDITOR_COLOURS[1] });
    expect(editorOf({ id: 3, firstname: '  Mary  Ann ', lastname: 'Évora' }).initials).toBe('MÉ');
  });

  it('gives colours that white text reads on at 4.5:1 or more, none twice', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const colour of EDITOR_COLOURS) expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
    expect(new Set(EDITOR_COLOURS).size).toBe(EDITOR_COLOURS.length);
  });
});

describe('live rooms, one instance (memory)', () => {
  it('greets a tab with who is there, tells the others, and says when it leaves', async () => {
    const rooms = instance(memoryHub());
    const a = tab();
    const first = await rooms.join(PAGE, ada, a.connect);
    expect(a.events[0]).toEqual({ type: 'hello', session: first.session, present: [{ session: first.session, editor: ada, selection: null }] });

    const b = tab();
    const second = await rooms.join(PAGE, bob, b.connect);
    const hello = b.events[0] as Extract<Event, { type: 'hello' }>;
    expect(hello.present.map((entry) => entry.editor.name).sort()).toEqual(['Ada Lovelace', 'Bob']);
    expect(await a.next(presenceOf(second.session))).toMatchObject({ presence: { editor: bob, selection: null } });

    await rooms.update(PAGE, second.session, bob.id, hero);
    expect(await a.next((event) => presenceOf(second.session)(event) && event.type === 'presence' && event.presence.selection !== null)).toMatchObject({
      presence: { selection: hero },
    });

    await rooms.leave(PAGE, second.session);
    await a.next(leaveOf(second.session));
    expect(rooms.streams).toBe(1);
  });

  it('lets only the tab’s own editor speak for it, and refuses a session that is gone', async () => {
    const rooms = instance(memoryHub());
    const { session } = await rooms.join(PAGE, ada, tab().connect);
    await expect(rooms.update(PAGE, session, bob.id, null)).rejects.toMatchObject({ status: 403 });
    await expect(rooms.update(PAGE, 'f'.repeat(24), ada.id, null)).rejects.toMatchObject({ status: 410 });
    await expect(rooms.update('another-page', session, ada.id, null)).rejects.toBeInstanceOf(LiveRefusal);
    await rooms.leave(PAGE, session);
    await expect(rooms.update(PAGE, session, ada.id, null)).rejects.toMatchObject({ status: 410 });
  });

  it('lets a tab not heard from for the presence time go, and ends its stream so it connects again', async () => {
    let now = 1_000_000;
    const rooms = instance(memoryHub(), () => now);
    const a = tab();
    const b = tab();
    const quiet = await rooms.join(PAGE, ada, a.connect);
    const talking = await rooms.join(PAGE, bob, b.connect);
    now += PRESENCE_TTL_MS - 1_000;
    await rooms.update(PAGE, talking.session, bob.id, null);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(a.ended).toBe(false);
    now += 1_001;
    expect(await b.next(leaveOf(quiet.session))).toEqual({ type: 'leave', session: quiet.session });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(a.ended).toBe(true);
    expect(b.ended).toBe(false);
    await expect(rooms.update(PAGE, quiet.session, ada.id, null)).rejects.toMatchObject({ status: 410 });
  });

  it('hands every change to every stream of the page, the sender’s own included, all in one order', async () => {
    const rooms = instance(memoryHub());
    const a = tab();
    const b = tab();
    const first = await rooms.join(PAGE, ada, a.connect);
    const second = await rooms.join(PAGE, bob, b.connect);
    const elsewhere = tab();
    await rooms.join('another-page', ada, elsewhere.connect);
    // Ada's three changes, Bob's between them, all sent at once: each stream hears them in the order they were sent.
    await Promise.all([
      rooms.change(PAGE, first.session, ada.id, { session: first.session, seq: 1, ops: typing('H') }),
      rooms.change(PAGE, second.session, bob.id, { session: second.session, seq: 1, ops: typing('B') }),
      rooms.change(PAGE, first.session, ada.id, { session: first.session, seq: 2, ops: typing('He') }),
      rooms.change(PAGE, first.session, ada.id, { session: first.session, seq: 3, ops: typing('Hey') }),
    ]);
    const order = [`${first.session}:1`, `${second.session}:1`, `${first.session}:2`, `${first.session}:3`];
    await a.next((event) => event.type === 'change' && event.seq === 3);
    await b.next((event) => event.type === 'change' && event.seq === 3);
    expect(changesOf(a.events)).toEqual(order);
    expect(changesOf(b.events)).toEqual(order);
    expect(b.events.find((event) => event.type === 'change')).toEqual({ type: 'change', session: first.session, editor: ada.id, seq: 1, ops: typing('H') });
    expect(changesOf(elsewhere.events)).toEqual([]);
  });

  it('hands a sync to the tab it names alone', async () => {
    const rooms = instance(memoryHub());
    const a = tab();
    const b = tab();
    const c = tab();
    const sender = await rooms.join(PAGE, ada, a.connect);
    await rooms.join(PAGE, bob, b.connect);
    const newcomer = await rooms.join(PAGE, bob, c.connect);
    await rooms.sync(PAGE, sender.session, ada.id, { session: sender.session, to: newcomer.session, page: wholePage });
    expect(await c.next((event) => event.type === 'sync')).toEqual({ type: 'sync', from: sender.session, to: newcomer.session, page: wholePage });
    await settle();
    expect(a.events.concat(b.events).filter((event) => event.type === 'sync')).toEqual([]);
  });

  it('refuses a change or a sync from a session that is gone (410) or another editor’s (403), and a sync to a tab that is gone (410)', async () => {
    const rooms = instance(memoryHub());
    const { session } = await rooms.join(PAGE, ada, tab().connect);
    const other = await rooms.join(PAGE, bob, tab().connect);
    const change = { session, seq: 1, ops: typing('x') };
    await expect(rooms.change(PAGE, session, bob.id, change)).rejects.toMatchObject({ status: 403 });
    await expect(rooms.change(PAGE, 'f'.repeat(24), ada.id, change)).rejects.toMatchObject({ status: 410 });
    await expect(rooms.change('another-page', session, ada.id, change)).rejects.toMatchObject({ status: 410 });
    await expect(rooms.sync(PAGE, session, bob.id, { session, to: other.session, page: wholePage })).rejects.toMatchObject({ status: 403 });
    await expect(rooms.sync(PAGE, session, ada.id, { session, to: 'f'.repeat(24), page: wholePage })).rejects.toMatchObject({
      status: 410,
      message: expect.stringContaining('f'.repeat(24)),
    });
    await rooms.leave(PAGE, other.session);
    await expect(rooms.sync(PAGE, session, ada.id, { session, to: other.session, page: wholePage })).rejects.toMatchObject({ status: 410 });
    await rooms.leave(PAGE, session);
    await expect(rooms.change(PAGE, session, ada.id, change)).rejects.toMatchObject({ status: 410 });
  });

  it('counts a change as the tab being there when its heartbeat is late', async () => {
    let now = 1_000_000;
    const rooms = instance(memoryHub(), () => now);
    const a = tab();
    const b = tab();
    const typist = await rooms.join(PAGE, ada, a.connect);
    await rooms.join(PAGE, bob, b.connect);
    now += PRESENCE_TTL_MS - 1_000;
    await rooms.change(PAGE, typist.session, ada.id, { session: typist.session, seq: 1, ops: typing('x') });
    await b.next((event) => event.type === 'change');
    now += 2_000;
    await settle();
    expect(a.ended).toBe(false);
    expect(b.events.filter(leaveOf(typist.session))).toEqual([]);
    expect((await rooms.hub.get(PAGE, typist.session))?.expires).toBe(now - 2_000 + PRESENCE_TTL_MS);
  });

  it(`refuses a tab beyond ${MAX_TABS_PER_PAGE} on one page`, async () => {
    const rooms = instance(memoryHub());
    for (let i = 0; i < MAX_TABS_PER_PAGE; i += 1) await rooms.join(PAGE, ada, tab().connect);
    await expect(rooms.join(PAGE, bob, tab().connect)).rejects.toMatchObject({ status: 429 });
    expect(rooms.streams).toBe(MAX_TABS_PER_PAGE);
    await rooms.join('another-page', bob, tab().connect);
  });
});

describe('live rooms, two instances on Redis', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;

  afterEach(async () => {
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(keys);
    await client.destroy();
  });

  it('shows editors on different instances to each other, and an update may reach either instance', async () => {
    const one = instance(redisHub(REDIS_URL, prefix, silent));
    const two = instance(redisHub(REDIS_URL, prefix, silent));
    const a = tab();
    const b = tab();
    const first = await one.join(PAGE, ada, a.connect);
    const second = await two.join(PAGE, bob, b.connect);
    const hello = b.events[0] as Extract<Event, { type: 'hello' }>;
    expect(hello.present.map((entry) => entry.session).sort()).toEqual([first.session, second.session].sort());
    await a.next(presenceOf(second.session));

    // Bob's update lands on instance one (a balancer does not keep a tab on one instance).
    await one.update(PAGE, second.session, bob.id, hero);
    expect(await a.next((event) => event.type === 'presence' && event.presence.selection?.id === 7)).toMatchObject({ presence: { editor: bob } });
    await b.next((event) => event.type === 'presence' && event.presence.selection?.id === 7);
    await expect(one.update(PAGE, second.session, ada.id, null)).rejects.toMatchObject({ status: 403 });

    await two.leave(PAGE, second.session);
    await a.next(leaveOf(second.session));
    await expect(one.update(PAGE, second.session, bob.id, null)).rejects.toMatchObject({ status: 410 });
  });

  it('hands a change posted on one instance to the streams on both, the sender’s own included, in the order sent', async () => {
    const one = instance(redisHub(REDIS_URL, prefix, silent));
    const two = instance(redisHub(REDIS_URL, prefix, silent));
    const a = tab();
    const b = tab();
    const first = await one.join(PAGE, ada, a.connect);
    const second = await two.join(PAGE, bob, b.connect);
    await a.next(presenceOf(second.session));
    // Ada's tab is on instance one; her changes reach either instance, as a balancer sends them. Bob's come between.
    await one.change(PAGE, first.session, ada.id, { session: first.session, seq: 1, ops: typing('H') });
    await two.change(PAGE, first.session, ada.id, { session: first.session, seq: 2, ops: typing('He') });
    await one.change(PAGE, second.session, bob.id, { session: second.session, seq: 1, ops: typing('B') });
    await one.change(PAGE, first.session, ada.id, { session: first.session, seq: 3, ops: typing('Hey') });
    const order = [`${first.session}:1`, `${first.session}:2`, `${second.session}:1`, `${first.session}:3`];
    await a.next((event) => event.type === 'change' && event.seq === 3);
    await b.next((event) => event.type === 'change' && event.seq === 3);
    expect(changesOf(a.events)).toEqual(order);
    expect(changesOf(b.events)).toEqual(order);
    expect(b.events.find((event) => event.type === 'change')).toEqual({ type: 'change', session: first.session, editor: ada.id, seq: 1, ops: typing('H') });
    await expect(two.change(PAGE, first.session, bob.id, { session: first.session, seq: 4, ops: typing('x') })).rejects.toMatchObject({ status: 403 });
  });

  it('hands a sync across instances to the tab it names alone', async () => {
    const one = instance(redisHub(REDIS_URL, prefix, silent));
    const two = instance(redisHub(REDIS_URL, prefix, silent));
    const a = tab();
    const b = tab();
    const c = tab();
    const sender = await one.join(PAGE, ada, a.connect);
    const newcomer = await two.join(PAGE, bob, b.connect);
    await two.join(PAGE, bob, c.connect);
    await one.sync(PAGE, sender.session, ada.id, { session: sender.session, to: newcomer.session, page: wholePage });
    expect(await b.next((event) => event.type === 'sync')).toEqual({ type: 'sync', from: sender.session, to: newcomer.session, page: wholePage });
    await settle();
    expect(a.events.concat(c.events).filter((event) => event.type === 'sync')).toEqual([]);
  });

  it('sweeps a tab whose instance died without a goodbye', async () => {
    let now = Date.now();
    const one = instance(redisHub(REDIS_URL, prefix, silent), () => now);
    const a = tab();
    const alive = await one.join(PAGE, ada, a.connect);
    // An instance that stored a tab, then died.
    const dead = redisHub(REDIS_URL, prefix, silent);
    const ghost = { session: 'a'.repeat(24), editor: bob, selection: null };
    await dead.put(PAGE, { presence: ghost, expires: now + PRESENCE_TTL_MS });
    await dead.publish(PAGE, { type: 'presence', presence: ghost, expires: now + PRESENCE_TTL_MS });
    await dead.close();
    await a.next(presenceOf(ghost.session));
    expect((await one.hub.list(PAGE, now)).map((entry) => entry.presence.session)).toContain(ghost.session);
    now += PRESENCE_TTL_MS - 500;
    await one.update(PAGE, alive.session, ada.id, null);
    now += 501;
    await a.next(leaveOf(ghost.session));
    expect(a.ended).toBe(false);
    expect((await one.hub.list(PAGE, now)).map((entry) => entry.presence.session)).not.toContain(ghost.session);
  });
});

describe('live rooms when the store fails', () => {
  it('refuses the tab (the route answers 503), keeps nothing of it, and works again once the store is back', async () => {
    const hub = memoryHub();
    let down = true;
    const failing: LiveHub = {
      ...hub,
      store: 'redis',
      subscribe: (page, listener) => (down ? Promise.reject(new Error('Redis is down')) : hub.subscribe(page, listener)),
      put: (page, tab) => (down ? Promise.reject(new Error('Redis is down')) : hub.put(page, tab)),
    };
    const rooms = instance(failing);
    await expect(rooms.join(PAGE, ada, tab().connect)).rejects.toThrow('Redis is down');
    expect(rooms.streams).toBe(0);
    down = false;
    const a = tab();
    const { session } = await rooms.join(PAGE, ada, a.connect);
    expect(a.events[0]).toMatchObject({ type: 'hello', session });
    expect(rooms.streams).toBe(1);
  });
});
