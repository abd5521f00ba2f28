/**
 * Live editing through HTTP (contract/wire live.ts, live-changes.ts): the stream of Server-Sent Events, the update
 * route with the admin's JWT and the role's read conditions, and the change and sync routes with its update
 * permission and field permissions; every bad request a clear 4xx. The rooms themselves (expiry, order, several
 * instances on Redis) are tested in src/live/rooms.test.ts.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { TestCms } from 'testing/cms';
import { parseLiveChangeEvent, parseLiveEvent, type LiveChangeEvent, type LiveEvent, type LiveOp } from 'contract/wire';
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
const changes = (documentId: string, locale = 'en-US') => `/publishing/pages/landing-page/${documentId}/live/changes?locale=${locale}`;
const syncs = (documentId: string, locale = 'en-US') => `/publishing/pages/landing-page/${documentId}/live/sync?locale=${locale}`;
type Event = LiveEvent | LiveChangeEvent;

/** An event as the builder reads it: presence, or changes. */
const parseEvent = (type: string, data: string): Event | null => parseLiveEvent(type, data) ?? parseLiveChangeEvent(type, data);

/** An open stream: its events as they come, parsed with the builder's own parsers. */
interface Stream {
  status: number;
  events: Event[];
  next(test: (event: Event) => boolean, ms?: number): Promise<Event>;
  close(): void;
  closed: Promise<void>;
}

async function openStream(token: string, path: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const events: Event[] = [];
  const waiting = new Set<{ test: (event: Event) => boolean; resolve: (event: Event) => void }>();
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
          const event = type && data ? parseEvent(type, data) : null;
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

describe('live changes', () => {
  const LANDING_FIELDS = [
    'uuid',
    'slug',
    'title',
    'draft',
    'published',
    'draftSettings.seoTitle',
    'draftSettings.seoDescription',
    'draftSettings.seoImage',
    'datePublished',
  ];
  const typing = (text: string): LiveOp[] => [{ op: 'set', in: 'block', key: 'k1', path: ['title'], value: text }];
  const wholePage = {
    blocks: [{ __component: 'blocks.hero-form-left', __key: 'k1', title: 'Live' }],
    settings: { id: 3, seoTitle: 'Live' },
    page: { title: 'Live page' },
  };
  /** Users of roles made for these tests: may read landing pages, and update them without some fields (or not at all). */
  let reader: { token: string; id: number };
  let noTitle: { token: string; id: number };
  let noBlocks: { token: string; id: number };
  const postAs = (token: string, path: string, body: unknown) =>
    api()
      .post(path)
      .set('Authorization', `Bearer ${token}`)
      .send(body as object);

  beforeAll(async () => {
    const roles = cms.strapi.service('admin::role') as unknown as {
      create(data: Record<string, unknown>): Promise<{ id: number }>;
      assignPermissions(roleId: number, permissions: Record<string, unknown>[]): Promise<unknown>;
    };
    const roleWith = async (name: string, updateFields: string[] | null) => {
      const role = await roles.create({ name, description: `Live changes: ${name}` });
      const permission = (action: string, fields?: string[]) => ({
        action: `plugin::content-manager.explorer.${action}`,
        subject: LANDING,
        properties: { locales: ['en-US'], ...(fields && { fields }) },
        conditions: [],
      });
      await roles.assignPermissions(role.id, [permission('read', LANDING_FIELDS), ...(updateFields ? [permission('update', updateFields)] : [])]);
      return role.id;
    };
    reader = await signedInUser(cms, 'live-reader@example.com', await roleWith('Live readers', null), 'Rita');
    noTitle = await signedInUser(
      cms,
      'live-no-title@example.com',
      await roleWith(
        'Live editors without the SEO title',
        LANDING_FIELDS.filter((field) => field !== 'draftSettings.seoTitle'),
      ),
      'Tim',
    );
    noBlocks = await signedInUser(
      cms,
      'live-no-blocks@example.com',
      await roleWith(
        'Live editors without the blocks',
        LANDING_FIELDS.filter((field) => field !== 'draft'),
      ),
      'Bea',
    );
  });

  it('hands a tab’s change to every tab of the page as a `change` event, its own included', async () => {
    const edna = await openStream(editor.token, live(page));
    const ednaHello = await hello(edna);
    const admin = await openStream(superAdmin, live(page));
    await hello(admin);
    const ops: LiveOp[] = [
      ...typing('Live!'),
      { op: 'set', in: 'settings', path: ['seoTitle'], value: 'Live SEO' },
      { op: 'insert', key: 'k2', after: 'k1', block: { __component: 'blocks.text', __key: 'k2', content: '<p>Hi</p>' } },
      { op: 'move', key: 'k2', after: null },
    ];
    await postAs(editor.token, changes(page), { session: ednaHello.session, seq: 1, ops }).expect(204);
    await postAs(editor.token, changes(page), { session: ednaHello.session, seq: 2, ops: [{ op: 'remove', key: 'k2' }] }).expect(204);
    const expected = { type: 'change', session: ednaHello.session, editor: editor.id, seq: 1, ops };
    expect(await admin.next((event) => event.type === 'change' && event.seq === 1)).toEqual(expected);
    expect(await edna.next((event) => event.type === 'change' && event.seq === 1)).toEqual(expected);
    await admin.next((event) => event.type === 'change' && event.seq === 2);
    await edna.next((event) => event.type === 'change' && event.seq === 2);
    for (const stream of [edna, admin]) expect(stream.events.flatMap((event) => (event.type === 'change' ? [event.seq] : []))).toEqual([1, 2]);
    edna.close();
    admin.close();
  });

  it('hands a sync to the tab it names alone, and says when that tab is gone', async () => {
    const sender = await openStream(editor.token, live(page));
    const { session } = await hello(sender);
    const newcomer = await openStream(superAdmin, live(page));
    const { session: to } = await hello(newcomer);
    const bystander = await openStream(superAdmin, live(page));
    await hello(bystander);
    await postAs(editor.token, syncs(page), { session, to, page: wholePage }).expect(204);
    expect(await newcomer.next((event) => event.type === 'sync')).toEqual({ type: 'sync', from: session, to, page: wholePage });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...sender.events, ...bystander.events].filter((event) => event.type === 'sync')).toEqual([]);
    const gone = await postAs(editor.token, syncs(page), { session, to: '0'.repeat(24), page: wholePage });
    expect(gone.status).toBe(410);
    expect(gone.body.error.message).toMatch(/0{24}/);
    for (const stream of [sender, newcomer, bystander]) stream.close();
  });

  it('needs the update permission on the page, its conditions, and the field each operation writes', async () => {
    const watching = await openStream(editor.token, live(page));
    const { session } = await hello(watching);
    const readOnly = await postAs(reader.token, changes(page), { session, seq: 1, ops: typing('x') });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.error.message).toMatch(/may not edit landing-pages \(plugin::content-manager\.explorer\.update/);
    expect((await postAs(reader.token, syncs(page), { session, to: session, page: wholePage })).status).toBe(403);
    const notTheirs = await postAs(author.token, changes(page), { session, seq: 1, ops: typing('x') });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.error.message).toMatch(/its conditions for plugin::content-manager\.explorer\.update/);

    // Tim may edit the page, but not its SEO title; Bea may edit its settings, but not its blocks.
    const tims = await openStream(noTitle.token, live(page));
    const tim = (await hello(tims)).session;
    const seoTitle = await postAs(noTitle.token, changes(page), {
      session: tim,
      seq: 1,
      ops: [...typing('ok'), { op: 'set', in: 'settings', path: ['seoTitle'], value: 'Mine' }],
    });
    expect(seoTitle.status).toBe(403);
    expect(seoTitle.body.error.message).toMatch(/may not edit the field "draftSettings\.seoTitle" of landing-page/);
    await postAs(noTitle.token, changes(page), { session: tim, seq: 1, ops: [{ op: 'set', in: 'settings', path: ['seoDescription'], value: 'Fine' }] }).expect(
      204,
    );
    const timSync = await postAs(noTitle.token, syncs(page), { session: tim, to: session, page: wholePage });
    expect(timSync.status).toBe(403);
    expect(timSync.body.error.message).toMatch(/"draftSettings\.seoTitle"/);

    const beas = await openStream(noBlocks.token, live(page));
    const bea = (await hello(beas)).session;
    for (const op of [typing('x')[0], { op: 'remove', key: 'k1' }, { op: 'move', key: 'k1', after: null }]) {
      const refused = await postAs(noBlocks.token, changes(page), { session: bea, seq: 2, ops: [op] });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toMatch(/may not edit the field "draft" of landing-page/);
    }
    expect((await postAs(noBlocks.token, syncs(page), { session: bea, to: session, page: wholePage })).body.error.message).toMatch(/"draft"/);
    await postAs(noBlocks.token, changes(page), { session: bea, seq: 2, ops: [{ op: 'set', in: 'page', path: ['title'], value: 'Bea’s' }] }).expect(204);

    // Nothing refused reached the stream.
    await watching.next((event) => event.type === 'change' && event.session === bea);
    expect(watching.events.flatMap((event) => (event.type === 'change' ? [event.session] : []))).toEqual([tim, bea]);
    for (const stream of [watching, tims, beas]) stream.close();
  });

  it('checks a write into a component on the field it reaches, as the role’s field permissions name them', async () => {
    const created = await api()
      .post('/content-manager/collection-types/api::article.article?locale=en-US')
      .set('Authorization', `Bearer ${editor.token}`)
      .send({ slug: 'live-article', title: 'Live article', draftSettings: { eventDates: [{ startDate: '2030-01-01T10:00:00.000Z' }] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/publishing/pages/article/${created.body.data.documentId as string}/live`;
    const stream = await openStream(editor.token, `${path}?locale=en-US`);
    const { session } = await hello(stream);
    // The Editor role names the event dates' fields one by one (draftSettings.eventDates.startDate…), never the list itself.
    const ops: LiveOp[] = [
      { op: 'set', in: 'settings', path: ['eventDates', 0, 'startDate'], value: '2030-01-02T10:00:00.000Z' },
      { op: 'set', in: 'settings', path: ['eventDates'], value: [{ startDate: '2030-01-03T10:00:00.000Z' }] },
      { op: 'set', in: 'settings', path: ['id'], value: 1 },
      { op: 'set', in: 'page', path: ['categories'], value: [] },
    ];
    await postAs(editor.token, `${path}/changes?locale=en-US`, { session, seq: 1, ops }).expect(204);
    expect(await stream.next((event) => event.type === 'change')).toMatchObject({ ops });
    const unknown = await postAs(editor.token, `${path}/changes?locale=en-US`, {
      session,
      seq: 2,
      ops: [{ op: 'set', in: 'settings', path: ['eventDates', 0, 'colour'], value: 'red' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/"eventDates.0.colour" of the settings/);
    stream.close();
  });

  it('lets only the tab’s editor speak for it, and says when a session is gone or the page unknown', async () => {
    const stream = await openStream(editor.token, live(page));
    const { session } = await hello(stream);
    const others = await postAs(superAdmin, changes(page), { session, seq: 1, ops: typing('x') });
    expect(others.status).toBe(403);
    expect(others.body.error.message).toMatch(/another editor/);
    expect((await postAs(superAdmin, syncs(page), { session, to: session, page: wholePage })).status).toBe(403);
    const gone = await postAs(editor.token, changes(page), { session: '0'.repeat(24), seq: 1, ops: typing('x') });
    expect(gone.status).toBe(410);
    expect(gone.body.error.message).toMatch(/connect again/);
    expect((await postAs(editor.token, syncs(page), { session: '0'.repeat(24), to: session, page: wholePage })).status).toBe(410);
    expect((await postAs(editor.token, changes('nosuchdocument000000000'), { session, seq: 1, ops: typing('x') })).status).toBe(404);
    expect((await postAs(editor.token, syncs('nosuchdocument000000000'), { session, to: session, page: wholePage })).status).toBe(404);
    expect((await postAs(editor.token, changes(page, 'fr-FR'), { session, seq: 1, ops: typing('x') })).status).toBe(404);
    await api()
      .post(changes(page))
      .send({ session, seq: 1, ops: typing('x') })
      .expect(401);
    stream.close();
  });

  const session = 'a'.repeat(24);
  it.each([
    [{ seq: 1, ops: typing('x') }, /session must be/],
    [{ session, seq: 0, ops: typing('x') }, /seq must be/],
    [{ session, seq: 1, ops: [] }, /ops must be a list of 1 to 500/],
    [{ session, seq: 1, ops: typing('x'), extra: true }, /Unknown field "extra"/],
    [{ session, seq: 1, ops: [{ op: 'copy', key: 'k1' }] }, /ops\[0\] op must be/],
    [{ session, seq: 1, ops: [...typing('x'), { op: 'set', in: 'block', key: 'k1', path: ['__proto__', 'x'], value: 1 }] }, /ops\[1\] path must be/],
    [{ session, seq: 1, ops: [{ op: 'insert', key: 'k2', after: null, block: { __component: 'blocks.text', __key: 'k3' } }] }, /ops\[0\] block.__key must be/],
    [
      { session, seq: 1, ops: [{ op: 'set', in: 'settings', path: ['nope'], value: 1 }] },
      /ops\[0\] sets the field "nope" of the settings, which landing-page pages do not have/,
    ],
    [{ session, seq: 1, ops: [{ op: 'set', in: 'page', path: ['colour'], value: 'red' }] }, /ops\[0\] sets the field "colour" of the page/],
  ])('a change %j is a 400 naming what is wrong', async (body, message) => {
    const res = await postAs(editor.token, changes(page), body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it.each([
    [{ session, page: wholePage }, /to must be the session/],
    [{ session, to: session, page: { blocks: [], settings: {} } }, /page.page must be an object/],
    [{ session, to: session, page: { ...wholePage, blocks: [wholePage.blocks[0], wholePage.blocks[0]] } }, /page.blocks\[1\] has the key of an earlier block/],
    [{ session, to: session, page: { ...wholePage, settings: { nope: 1 } } }, /page.settings has the field "nope"/],
  ])('a sync %j is a 400 naming what is wrong', async (body, message) => {
    const res = await postAs(editor.token, syncs(page), body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it('refuses a block of a component the type does not allow (400), and bodies over their size (413)', async () => {
    const odd = await postAs(editor.token, changes(page), {
      session,
      seq: 1,
      ops: [{ op: 'insert', key: 'k9', after: null, block: { __component: 'shared.button', __key: 'k9', label: 'Buy' } }],
    });
    expect(odd.status).toBe(400);
    expect(odd.body.error.message).toMatch(/ops\[0\] inserts a block of component "shared.button", which landing-page pages may not have/);
    const oddSync = await postAs(editor.token, syncs(page), {
      session,
      to: session,
      page: { ...wholePage, blocks: [{ __component: 'blocks.nope', __key: 'k9' }] },
    });
    expect(oddSync.status).toBe(400);
    expect(oddSync.body.error.message).toMatch(/"blocks.nope"/);
    const big = await postAs(editor.token, changes(page), { session, seq: 1, ops: typing('x'.repeat(260_000)) });
    expect(big.status).toBe(413);
    expect(big.body.error.message).toMatch(/256000 bytes/);
    const bigSync = await postAs(editor.token, syncs(page), { session, to: session, page: { ...wholePage, settings: { seoTitle: 'x'.repeat(910_000) } } });
    expect(bigSync.status).toBe(413);
    expect(bigSync.body.error.message).toMatch(/900000 bytes/);
  });
});
