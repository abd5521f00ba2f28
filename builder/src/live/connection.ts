import {
  HEARTBEAT_MS,
  parseLiveChangeEvent,
  parseLiveEvent,
  SILENCE_MS,
  type LiveChangeEvent,
  type LiveEvent,
  type LiveOp,
  type LivePage,
  type LiveSelection,
} from 'contract/wire';
import type { PageType } from 'contract/rules';
import { EventStreamParser } from './event-stream';

/** The page a tab is editing. */
export interface LiveTarget {
  type: PageType;
  documentId: string;
  locale: string;
}

export interface LiveHooks {
  onEvent(event: LiveEvent | LiveChangeEvent): void;
  /** 'connecting' before the first hello, 'live' after each, 'down' while the stream is connected again, 'off' when refused for good. */
  onStatus(status: 'connecting' | 'live' | 'down' | 'off'): void;
  /** This tab's selection now (sent with each update). */
  selection(): LiveSelection | null;
  /** The admin's token, and a fresh one after a 401 (null: signed out). */
  token(): string | null;
  refresh(): Promise<string | null>;
  /** Test seams. */
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
}

/** What the CMS said to a change or a sync: taken, refused for good (a 4xx, with its message), or failed (try later). */
export type PostResult = { result: 'sent' } | { result: 'refused'; message: string } | { result: 'failed' };

export interface LiveConnection {
  /** The selection changed: the others are told soon (several changes within 100 ms go as one). */
  update(): void;
  /** Posts this tab's change (contract/wire live-changes.ts) on its current session. */
  change(seq: number, ops: LiveOp[]): Promise<PostResult>;
  /** Posts this tab's page for a tab that joined. */
  sync(to: string, page: LivePage): Promise<PostResult>;
  close(): void;
}

/** How long to wait before connecting again after the n-th failure in a row. */
export const retryDelay = (failures: number) => Math.min(10_000, 1_000 * 2 ** Math.max(0, failures - 1));
/** Refusals that connecting again will not change (no right to read the page, no such page): the tab stays alone. */
const FINAL = new Set([400, 403, 404]);

/**
 * The tab's live link to the page (contract/wire live.ts): the stream of events, read with fetch because it sends
 * the admin's token; an update at least every HEARTBEAT_MS, and soon after each selection change. The stream is
 * connected again, after 1, 2, 4… up to 10 s, when it ends, fails, or is silent for SILENCE_MS (the network
 * dropped), and when the CMS no longer knows the tab (410).
 */
export function connectLive(target: LiveTarget, hooks: LiveHooks): LiveConnection {
  const fetchFn = hooks.fetch ?? ((input, init) => fetch(input, init));
  const wait = hooks.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const url = `/publishing/pages/${target.type}/${encodeURIComponent(target.documentId)}/live?locale=${encodeURIComponent(target.locale)}`;
  let closed = false;
  let session: string | null = null;
  let stream: AbortController | null = null;
  let sending = false;
  let again = false;
  let soon: ReturnType<typeof setTimeout> | undefined;

  const headers = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  /** A request with the token, once more with a fresh token after a 401. */
  async function call(init: RequestInit, to = url): Promise<Response> {
    const first = await fetchFn(to, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers(hooks.token()) } });
    if (first.status !== 401) return first;
    await first.body?.cancel().catch(() => undefined);
    const token = await hooks.refresh();
    return fetchFn(to, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers(token) } });
  }

  /** Posts a change or a sync: 'failed' when offline, on a 5xx or a 429 (sent again later), 'refused' on another 4xx. */
  async function post(path: 'changes' | 'sync', body: Record<string, unknown>): Promise<PostResult> {
    if (closed || !session) return { result: 'failed' };
    try {
      const response = await call(
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session, ...body }) },
        url.replace('/live?', `/live/${path}?`),
      );
      if (response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return { result: 'sent' };
      }
      // The CMS no longer knows this tab: a new stream, a new session; the change goes again after its hello.
      if (response.status === 410) stream?.abort();
      if (response.status >= 500 || response.status === 429 || response.status === 410 || response.status === 401) {
        await response.body?.cancel().catch(() => undefined);
        return { result: 'failed' };
      }
      const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      return { result: 'refused', message: answer?.error?.message ?? `The CMS refused the change (${response.status})` };
    } catch {
      return { result: 'failed' };
    }
  }

  async function send(): Promise<void> {
    if (closed || !session) return;
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    try {
      const response = await call({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, selection: hooks.selection() }),
      });
      await response.body?.cancel().catch(() => undefined);
      // The CMS no longer knows this tab (it was not heard from in time): a new stream, a new session.
      if (response.status === 410) stream?.abort();
    } catch {
      // The network is down: the stream's silence reconnects.
    } finally {
      sending = false;
    }
    if (again) {
      again = false;
      void send();
    }
  }

  /** Reads one stream to its end; resolves false when it was refused for good. */
  async function listen(controller: AbortController): Promise<boolean> {
    const response = await call({ headers: { accept: 'text/event-stream' }, signal: controller.signal });
    if (FINAL.has(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      return false;
    }
    if (!response.ok || !response.body) throw new Error(`live stream: ${response.status}`);
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
    };
    heard();
    const parser = new EventStreamParser((type, data) => {
      const event = parseLiveEvent(type, data) ?? parseLiveChangeEvent(type, data);
      if (!event) return;
      if (event.type === 'hello') {
        session = event.session;
        hooks.onStatus('live');
      }
      hooks.onEvent(event);
      // Tell the others at once what this tab has selected (it may have been chosen before the stream opened).
      if (event.type === 'hello' && hooks.selection()) void send();
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    // Dropped (silence, a 410, close()): the read below ends at once.
    const drop = () => void reader.cancel().catch(() => undefined);
    controller.signal.addEventListener('abort', drop);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return true;
        heard();
        parser.push(value);
      }
    } finally {
      controller.signal.removeEventListener('abort', drop);
      clearTimeout(silence);
      session = null;
    }
  }

  async function run(): Promise<void> {
    hooks.onStatus('connecting');
    let failures = 0;
    while (!closed) {
      stream = new AbortController();
      let refused = false;
      try {
        refused = !(await listen(stream));
        failures = 0;
      } catch {
        failures += 1;
      }
      if (closed) return;
      if (refused) {
        hooks.onStatus('off');
        return;
      }
      hooks.onStatus('down');
      await wait(retryDelay(Math.max(1, failures)));
    }
  }

  const heartbeat = setInterval(() => void send(), HEARTBEAT_MS);
  void run();
  return {
    update() {
      clearTimeout(soon);
      soon = setTimeout(() => void send(), 100);
    },
    change: (seq, ops) => post('changes', { seq, ops }),
    sync: (to, page) => post('sync', { to, page }),
    close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(soon);
      stream?.abort();
    },
  };
}
