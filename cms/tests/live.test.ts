/**
 * Live editing through HTTP (contract/wire live.ts): the stream of Server-Sent Events and the update route, with the
 * admin's JWT and the role's read conditions; every bad request a clear 4xx. The rooms themselves (expiry, several
 * instances on Redis) are tested in src/live/rooms.test.ts.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { TestCms } from 'testing/cms';
import { parseLiveEvent, type LiveEvent } from 'contract/wire';
import { startSharedCms } from './helpers/shared';
import { adminToken, roleIdOf, signedInUser } from './helpers/admin';

const LANDING = 'api::landing-page.landing-page';
let cms: TestCms;
let base: string;
let superAdmin: string;
let editor: { token: string; id: number };
let author: { token: string; id: number };
let page: string;
const api = () => request(cms.strapi.server.httpServer);
const live = (documentId: string, locale = 'en-US', type = 'landing-page') => `/publishing/pages/${type}/${documentId}/live?locale=${locale}`;

/** An open stream: its events as they come, parsed with the builder's own parser. */
interface Stream {
  status: number;
  events: LiveEvent[];
  next(test: (event: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>;
  close(): void;
  closed: Promise<void>;
}

async function openStream(token: string, path: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const events: LiveEvent[] = [];
  const waiting = new Set<{ test: (event: LiveEvent) => boolean; resolve: (event: LiveEvent) => void }>();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const closed = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          const event = type && data ? parseLiveEvent(type, data) : null;
          if (!event) continue;
          events.push(event);
          for (const wait of waiting)
            if (wait.test(event)) {
              waiting.delete(wait);
              wait.resolve(event);
            }
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: response.status,
    events,
    closed,
    close: () => controller.abort(),
    next(test, ms = 4_000) {
      const found = events.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const wait = { test, resolve };
        waiting.add(wait);
        setTimeout(() => {
          waiting.delete(wait);
          reject(new Error(`no such event in ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms).unref();
      });
    },
  };
}

const hello = (stream: Stream) => stream.next((event) => event.type === 'hello') as Promise<Extract<LiveEvent, { type: 'hello' }>>;

beforeAll(async () => {
  cms = await startSharedCms();
  const server = cms.strapi.server.httpServer;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  superAdmin = await adminToken(cms);
  editor = await signedInUser(cms, 'live-editor@example.com', await roleIdOf(cms, 'strapi-editor'), 'Edna');
  author = await signedInUser(cms, 'live-author@example.com', await roleIdOf(cms, 'strapi-author'), 'Arthur');
  const created = await api()
    .post(`/content-manager/collection-types/${LANDING}?locale=en-US`)
    .set('Authorization', `Bearer ${editor.token}`)
    .send({ slug: 'live-page', title: 'Live page', draft: [{ __component: 'blocks.hero-form-left', title: 'Live' }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  page = created.body.data.documentId as string;
});

afterAll(async () => {
  const server = cms?.strapi.server.httpServer;
  if (server?.listening) await new Promise((resolve) => server.close(resolve));
  await cms?.stop();
});

describe('the live stream', () => {
  it('greets a tab with its session and who is there, and shows each editor to the other, until one closes the tab', async () => {
    const edna = await openStream(editor.token, live(page));
    expect(edna.status).toBe(200);
    const ednaHello = await hello(edna);
    expect(ednaHello.present).toEqual([
      {
        session: ednaHello.session,
        editor: { id: editor.id, name: 'Edna Tester', initials: 'ET', colour: expect.stringMatching(/^#[0-9a-f]{6}$/) },
        selection: null,
      },
    ]);

    const admin = await openStream(superAdmin, live(page));
    const adminHello = await hello(admin);
    expect(adminHello.present).toHaveLength(2);
    expect(adminHello.present.map((entry) => entry.editor.name)).toContain('Edna Tester');
    await edna.next((event) => event.type === 'presence' && event.presence.session === adminHello.session);

    const selection = { index: 0, id: null, component: 'blocks.hero-form-left', field: 'title' };
    await api().post(live(page)).set('Authorization', `Bearer ${superAdmin}`).send({ session: adminHello.session, selection }).expect(204);
    expect(await edna.next((event) => event.type === 'presence' && event.presence.selection !== null)).toMatchObject({ presence: { selection } });

    admin.close();
    await edna.next((event) => event.type === 'leave' && event.session === adminHello.session);
    edna.close();
    await edna.closed;
  });

  it('is an event stream that proxies pass on as it comes and nobody caches', async () => {
    const stream = await openStream(editor.token, live(page));
    await hello(stream);
    stream.close();
    const head = await fetch(`${base}${live(page)}`, { headers: { authorization: `Bearer ${editor.token}` }, signal: AbortSignal.timeout(2_000) }).catch(
      () => null,
    );
    expect(head?.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(head?.headers.get('cache-control')).toBe('no-store');
    expect(head?.headers.get('x-accel-buffering')).toBe('no');
    expect(head?.headers.get('x-content-type-options')).toBe('nosniff');
    await head?.body?.cancel();
  });

  it('gives nothing to a role whose conditions exclude the page, nor to anyone not signed in', async () => {
    const watching = await openStream(editor.token, live(page));
    const { session } = await hello(watching);
    const refused = await fetch(`${base}${live(page)}`, { headers: { authorization: `Bearer ${author.token}` } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/may not read landing-page/);
    await api().post(live(page)).set('Authorization', `Bearer ${author.token}`).send({ session, selection: null }).expect(403);
    await api().get(live(page)).expect(401);
    await api().post(live(page)).send({ session, selection: null }).expect(401);
    // Nobody arrived.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(watching.events.filter((event) => event.type === 'presence' && event.presence.session !== session)).toEqual([]);
    watching.close();
  });

  it('lets only the tab’s editor speak for it, and says when a session is gone', async () => {
    const stream = await openStream(editor.token, live(page));
    const { session } = await hello(stream);
    const others = await api().post(live(page)).set('Authorization', `Bearer ${superAdmin}`).send({ session, selection: null });
    expect(others.status).toBe(403);
    expect(others.body.error.message).toMatch(/another editor/);
    const gone = await api()
      .post(live(page))
      .set('Authorization', `Bearer ${editor.token}`)
      .send({ session: '0'.repeat(24), selection: null });
    expect(gone.status).toBe(410);
    expect(gone.body.error.message).toMatch(/connect again/);
    stream.close();
  });
});

describe('bad requests get a 4xx naming what is wrong', () => {
  const post = (body: unknown, path = live(page)) =>
    api()
      .post(path)
      .set('Authorization', `Bearer ${editor.token}`)
      .send(body as object);
  const session = 'a'.repeat(24);

  it.each([
    [{ selection: null }, /session must be/],
    [{ session: 'abc', selection: null }, /session must be/],
    [{ session }, /selection is required/],
    [{ session, selection: null, extra: 1 }, /Unknown field "extra"/],
    [{ session, selection: { index: -1, id: null, component: 'blocks.hero', field: null } }, /selection.index/],
    [{ session, selection: { index: 0, id: 'x', component: 'blocks.hero', field: null } }, /selection.id/],
    [{ session, selection: { index: 0, id: null, component: '<script>', field: null } }, /selection.component/],
    [{ session, selection: { index: 0, id: null, component: 'blocks.hero', field: '../x' } }, /selection.field/],
    [{ session, selection: { index: 0, id: null, component: 'blocks.hero', field: null, colour: 'red' } }, /unknown field "colour"/],
    [[1, 2], /JSON object/],
  ])('%j', async (body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it('refuses a body over 1 KB, a bad type, locale or document, and an unknown page', async () => {
    expect((await post({ session, selection: { index: 0, id: null, component: 'blocks.hero', field: 'a'.repeat(2_000) } })).status).toBe(413);
    expect((await post({ session, selection: null }, live(page, 'en-US', 'page'))).body.error.message).toMatch(/type must be/);
    expect((await post({ session, selection: null }, live(page, 'not a locale'))).status).toBe(400);
    expect((await post({ session, selection: null }, live('bad;id'))).status).toBe(400);
    const unknown = await post({ session, selection: null }, live('nosuchdocument000000000'));
    expect(unknown.status).toBe(404);
    const stream = await fetch(`${base}${live('nosuchdocument000000000')}`, { headers: { authorization: `Bearer ${editor.token}` } });
    expect(stream.status).toBe(404);
    expect((await fetch(`${base}${live(page, 'fr-FR')}`, { headers: { authorization: `Bearer ${editor.token}` } })).status).toBe(404);
  });
});
