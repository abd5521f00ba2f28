import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveChangeEvent, LiveEvent, LiveSelection } from 'contract/wire';
import { connectLive, retryDelay, type LiveConnection, type LiveHooks } from './connection';

const SESSION = 'a'.repeat(24);
const OTHER = 'b'.repeat(24);
const editor = { id: 2, name: 'Bob', initials: 'BO', colour: '#047857' };
const target = { type: 'landing-page' as const, documentId: 'doc1', locale: 'en-US' };

/** A stream the test writes to, as the CMS would. */
function openStream() {
  let push!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (controller) => void (push = controller) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: LiveEvent) => push.enqueue(encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)),
    end: () => push.close(),
  };
}

type Call = { method: string; url: string; token: string | null; body: unknown };

function harness(streams: Array<Response | (() => Response)>, posts: number[] = []) {
  const calls: Call[] = [];
  const events: (LiveEvent | LiveChangeEvent)[] = [];
  const statuses: string[] = [];
  let selection: LiveSelection | null = null;
  let token = 'first';
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const auth = (init.headers as Record<string, string>).authorization ?? null;
    calls.push({ method, url, token: auth, body: init.body ? JSON.parse(String(init.body)) : null });
    if (method === 'POST') return new Response(null, { status: posts.shift() ?? 204 });
    const next = streams.shift();
    if (!next) return new Promise<Response>(() => {});
    return typeof next === 'function' ? next() : next;
  });
  const hooks: LiveHooks = {
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    selection: () => selection,
    token: () => token,
    refresh: async () => (token = 'fresh'),
    fetch: fetch as unknown as typeof globalThis.fetch,
    wait: async () => {},
  };
  return { calls, events, statuses, hooks, select: (value: LiveSelection | null) => void (selection = value) };
}

const until = async (test: () => boolean) => {
  for (let i = 0; i < 100 && !test(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(test()).toBe(true);
};

let connection: LiveConnection | undefined;
afterEach(() => connection?.close());

describe('connectLive', () => {
  it('reads the stream with the admin’s token and tells the CMS the selection, once for several changes', async () => {
    const stream = openStream();
    const h = harness([stream.response]);
    connection = connectLive(target, h.hooks);
    stream.send({ type: 'hello', session: SESSION, present: [] });
    stream.send({ type: 'presence', presence: { session: OTHER, editor, selection: null } });
    await until(() => h.events.length === 2);
    expect(h.statuses).toEqual(['connecting', 'live']);
    expect(h.calls[0]).toEqual({ method: 'GET', url: '/publishing/pages/landing-page/doc1/live?locale=en-US', token: 'Bearer first', body: null });

    h.select({ index: 1, id: 9, component: 'blocks.hero', field: null });
    connection.update();
    connection.update();
    await until(() => h.calls.some((call) => call.method === 'POST'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(h.calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/publishing/pages/landing-page/doc1/live?locale=en-US',
        token: 'Bearer first',
        body: { session: SESSION, selection: { index: 1, id: 9, component: 'blocks.hero', field: null } },
      },
    ]);
  });

  it('connects again when the stream ends, and when the CMS no longer knows the tab', async () => {
    const first = openStream();
    const second = openStream();
    const third = openStream();
    const h = harness([first.response, second.response, third.response], [410]);
    connection = connectLive(target, h.hooks);
    first.send({ type: 'hello', session: SESSION, present: [] });
    await until(() => h.statuses.includes('live'));
    first.end();
    await until(() => h.calls.filter((call) => call.method === 'GET').length === 2);
    expect(h.statuses).toContain('down');
    second.send({ type: 'hello', session: OTHER, present: [] });
    await until(() => h.statuses.filter((status) => status === 'live').length === 2);
    connection.update();
    // The update is refused with 410: the stream is dropped and opened again.
    await until(() => h.calls.filter((call) => call.method === 'GET').length === 3);
    expect(h.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ session: OTHER });
  });

  it('signs in again on a 401, and stays alone, without retrying, where the role may not read the page', async () => {
    const stream = openStream();
    const h = harness([new Response(null, { status: 401 }), stream.response]);
    connection = connectLive(target, h.hooks);
    stream.send({ type: 'hello', session: SESSION, present: [] });
    await until(() => h.statuses.includes('live'));
    expect(h.calls.map((call) => call.token)).toEqual(['Bearer first', 'Bearer fresh']);

    const refused = harness([new Response('{}', { status: 403 })]);
    const alone = connectLive(target, refused.hooks);
    await until(() => refused.statuses.includes('off'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refused.calls).toHaveLength(1);
    alone.close();
  });

  it('waits longer after each failure in a row, 10 s at most', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });
});
