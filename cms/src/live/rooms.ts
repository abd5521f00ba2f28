import { randomBytes } from 'node:crypto';
import {
  MAX_TABS_PER_PAGE,
  PRESENCE_TTL_MS,
  type LiveChange,
  type LiveChangeEvent,
  type LiveEditor,
  type LiveEvent,
  type LivePresence,
  type LiveSelection,
  type LiveSync,
} from 'contract/wire';
import type { HubMessage, LiveHub, StoredTab } from './hub';

/** A stream open on this instance: where its events go, and how to end it. */
export interface Listener {
  session: string;
  send(event: LiveEvent | LiveChangeEvent): void;
  end(): void;
}

/** The tabs of one page this instance knows of (from the hub), and its own streams on it. */
interface Room {
  listeners: Map<string, Listener>;
  /** session → when it expires (this instance's clock) and what it is. */
  known: Map<string, { presence: LivePresence; expires: number }>;
  unsubscribe: Promise<() => Promise<void>>;
}

/** Why an update, a change, a sync or a join was refused: the route answers it. */
export class LiveRefusal extends Error {
  constructor(
    readonly status: 403 | 410 | 429,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The live rooms of one CMS instance: one per page that has a stream open here. Every presence, change and sync goes
 * through the hub (so every instance hears it, this one included, in the one order of the page's channel) and reaches
 * this instance's streams from there; tabs not heard from for PRESENCE_TTL_MS are swept, and a stream whose own tab
 * expired (its heartbeats stopped: the network dropped) is ended, so its client connects again.
 */
export class LiveRooms {
  private readonly rooms = new Map<string, Room>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    readonly hub: LiveHub,
    private readonly now: () => number = Date.now,
    sweepEveryMs = 1_000,
  ) {
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs);
    this.sweeper.unref();
  }

  /**
   * Opens a stream for `editor` on `page`: subscribes the instance to the page if it was not, stores the tab, tells
   * everyone, and sends the stream its `hello` (its session and every tab there, its own included).
   */
  async join(page: string, editor: LiveEditor, connect: (session: string) => Omit<Listener, 'session'>): Promise<Listener> {
    const room = this.roomOf(page);
    await room.unsubscribe;
    const now = this.now();
    const present = await this.hub.list(page, now);
    if (present.length >= MAX_TABS_PER_PAGE) {
      if (!room.listeners.size) await this.drop(page, room);
      throw new LiveRefusal(429, `This page is open in ${MAX_TABS_PER_PAGE} tabs already: close one and try again`);
    }
    const session = randomBytes(12).toString('hex');
    const listener: Listener = { session, ...connect(session) };
    room.listeners.set(session, listener);
    for (const other of present) room.known.set(other.presence.session, { presence: other.presence, expires: other.expires });
    // Stored before it is told, so an instance that lists the page on a message finds it.
    const tab: StoredTab = { presence: { session, editor, selection: null }, expires: now + PRESENCE_TTL_MS };
    room.known.set(session, { presence: tab.presence, expires: tab.expires });
    try {
      await this.hub.put(page, tab);
      listener.send({ type: 'hello', session, present: [...room.known.values()].map((entry) => entry.presence) });
      await this.hub.publish(page, { type: 'presence', presence: tab.presence, expires: tab.expires });
    } catch (error) {
      // The store failed (Redis down): the tab was not opened.
      room.listeners.delete(session);
      room.known.delete(session);
      if (!room.listeners.size) await this.drop(page, room).catch(() => undefined);
      throw error;
    }
    return listener;
  }

  /** The tab says it is there, with this selection. Only the editor who opened the tab may speak for it. */
  async update(page: string, session: string, editorId: number, selection: LiveSelection | null): Promise<void> {
    const stored = await this.ownTab(page, session, editorId);
    const presence: LivePresence = { ...stored.presence, selection };
    const expires = this.now() + PRESENCE_TTL_MS;
    await this.hub.put(page, { presence, expires });
    await this.hub.publish(page, { type: 'presence', presence, expires });
  }

  /**
   * The tab's edits (already checked against the editor's role): every stream of the page hears them as a `change`,
   * the sender's own included, in the one order the page's channel gives them. A change counts as the tab being
   * there: when its heartbeat is late, the change stores its new expiry and tells the instances with the change.
   */
  async change(page: string, session: string, editorId: number, change: LiveChange): Promise<void> {
    const stored = await this.ownTab(page, session, editorId);
    const now = this.now();
    let expires: number | undefined;
    if (stored.expires - now < PRESENCE_TTL_MS / 2) {
      expires = now + PRESENCE_TTL_MS;
      await this.hub.put(page, { presence: stored.presence, expires });
    }
    await this.hub.publish(page, { type: 'change', session, editor: editorId, seq: change.seq, ops: change.ops, ...(expires !== undefined && { expires }) });
  }

  /** The page as the tab `session` has it, for the tab `sync.to` that joined: only that tab's stream hears it. */
  async sync(page: string, session: string, editorId: number, sync: LiveSync): Promise<void> {
    await this.ownTab(page, session, editorId);
    const target = await this.hub.get(page, sync.to);
    if (!target || target.expires <= this.now())
      throw new LiveRefusal(410, `No open stream has session ${sync.to} on this page (the tab that joined has gone): nothing to send it`);
    await this.hub.publish(page, { type: 'sync', from: session, to: sync.to, page: sync.page });
  }

  /** A stream closed (the tab left, or its link broke): the tab is gone for everyone. */
  async leave(page: string, session: string): Promise<void> {
    const room = this.rooms.get(page);
    room?.listeners.delete(session);
    await this.hub.remove(page, session);
    await this.hub.publish(page, { type: 'leave', session });
    if (room && !room.listeners.size) await this.drop(page, room);
  }

  /** Ends every stream (the CMS stops) and closes the hub. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const [page, room] of this.rooms) {
      for (const listener of room.listeners.values()) listener.end();
      await this.drop(page, room);
    }
    await this.hub.close();
  }

  /** How many streams this instance has open (for the logs and tests). */
  get streams(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.listeners.size;
    return count;
  }

  /** The stored tab `session` of `page`, when it is open and `editorId`'s: 410 when it is gone, 403 when another editor's. */
  private async ownTab(page: string, session: string, editorId: number): Promise<StoredTab> {
    const stored = await this.hub.get(page, session);
    if (!stored || stored.expires <= this.now())
      throw new LiveRefusal(410, `No open stream has session ${session} on this page (it ended or was not heard from): connect again`);
    if (stored.presence.editor.id !== editorId) throw new LiveRefusal(403, 'This session belongs to another editor');
    return stored;
  }

  private roomOf(page: string): Room {
    const existing = this.rooms.get(page);
    if (existing) return existing;
    const room: Room = { listeners: new Map(), known: new Map(), unsubscribe: Promise.resolve(async () => {}) };
    room.unsubscribe = this.hub.subscribe(page, (message) => this.hear(room, message));
    // Not subscribed (Redis down): the next join tries again.
    room.unsubscribe.catch(() => {
      if (this.rooms.get(page) === room) this.rooms.delete(page);
    });
    this.rooms.set(page, room);
    return room;
  }

  private async drop(page: string, room: Room): Promise<void> {
    if (this.rooms.get(page) === room) this.rooms.delete(page);
    // A subscription that failed (Redis down) has nothing to undo.
    const unsubscribe = await room.unsubscribe.catch(() => null);
    await unsubscribe?.();
  }

  private hear(room: Room, message: HubMessage): void {
    switch (message.type) {
      case 'presence':
        room.known.set(message.presence.session, { presence: message.presence, expires: message.expires });
        for (const listener of room.listeners.values()) listener.send({ type: 'presence', presence: message.presence });
        return;
      case 'leave':
        if (room.known.delete(message.session)) for (const listener of room.listeners.values()) listener.send({ type: 'leave', session: message.session });
        return;
      case 'change': {
        const known = room.known.get(message.session);
        if (known && message.expires !== undefined && message.expires > known.expires) known.expires = message.expires;
        const event: LiveChangeEvent = { type: 'change', session: message.session, editor: message.editor, seq: message.seq, ops: message.ops };
        for (const listener of room.listeners.values()) listener.send(event);
        return;
      }
      case 'sync':
        room.listeners.get(message.to)?.send({ type: 'sync', from: message.from, to: message.to, page: message.page });
        return;
    }
  }

  /** Tabs not heard from in time leave; this instance's own streams among them are ended. */
  private sweep(): void {
    const now = this.now();
    for (const [page, room] of this.rooms) {
      for (const [session, entry] of room.known) {
        if (entry.expires > now) continue;
        room.known.delete(session);
        for (const listener of room.listeners.values()) if (listener.session !== session) listener.send({ type: 'leave', session });
        const own = room.listeners.get(session);
        if (own) {
          own.end();
          void this.leave(page, session).catch(() => undefined);
        } else void this.hub.remove(page, session).catch(() => undefined);
      }
    }
  }
}
