/**
 * The version history on PostgreSQL: saved drafts and publishes are recorded with who and when, in
 * the transaction of the change; the routes list, read and restore versions (a restore writes the
 * draft, is recorded itself and never publishes); old drafts are thinned by the policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { TestCms } from 'testing/cms';
import { startSharedCms } from './helpers/shared';
import { adminToken } from './helpers/admin';
import { VERSIONS } from '../src/history/versions';
import { setPublication } from '../src/publishing/publish';

type Row = Record<string, unknown>;

let cms: TestCms;
let editor: string;
let editorId: number;
let author: string;
let nobody: string;
let superAdmin: string;
const api = () => request(cms.strapi.server.httpServer);
const LANDING_CM = '/content-manager/collection-types/api::landing-page.landing-page';
const LANDING = 'api::landing-page.landing-page';
const base = (documentId: string) => `/publishing/pages/landing-page/${documentId}`;

async function user(email: string, roleId: number, firstname: string): Promise<{ token: string; id: number }> {
  const created = (await (cms.strapi.service('admin::user') as unknown as { create(d: Row): Promise<{ id: number }> }).create({
    email,
    firstname,
    lastname: 'Tester',
    password: 'RoleTester123',
    isActive: true,
    roles: [roleId],
  })) as { id: number };
  const res = await api().post('/admin/login').send({ email, password: 'RoleTester123' });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return { token: res.body.data.token, id: created.id };
}

const roleId = async (code: string): Promise<number> => (await cms.strapi.db.query('admin::role').findOne({ where: { code } })).id;

beforeAll(async () => {
  cms = await startSharedCms();
  superAdmin = await adminToken(cms);
  const e = await user('editor@example.com', await roleId('strapi-editor'), 'Edna');
  editor = e.token;
  editorId = e.id;
  author = (await user('author@example.com', await roleId('strapi-author'), 'Arthur')).token;
  const empty = (await (cms.strapi.service('admin::role') as unknown as { create(d: Row): Promise<{ id: number }> }).create({
    name: 'Nothing',
    description: 'No permissions',
  })) as { id: number };
  nobody = (await user('nobody@example.com', empty.id, 'Nobody')).token;
});
afterAll(async () => {
  await cms?.stop();
});

const hero = (title: string) => ({ __component: 'blocks.hero-form-left', title, subtitle: `${title} subtitle` });

async function createPage(slug: string, title: string): Promise<string> {
  const res = await api()
    .post(`${LANDING_CM}?locale=en-US`)
    .set('Authorization', `Bearer ${editor}`)
    .send({ slug, title, draft: [hero(title)], draftSettings: { seoTitle: title } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.documentId as string;
}

const save = (documentId: string, data: Row) => api().put(`${LANDING_CM}/${documentId}?locale=en-US`).set('Authorization', `Bearer ${editor}`).send(data);

const list = async (documentId: string, token = editor) =>
  api()
    .get(`${base(documentId)}/versions?locale=en-US`)
    .set('Authorization', `Bearer ${token}`);

async function stored(documentId: string): Promise<Row> {
  return (await cms.strapi.documents(LANDING).findOne({
    documentId,
    locale: 'en-US',
    populate: {
      draft: { on: { 'blocks.hero-form-left': true } },
      published: { on: { 'blocks.hero-form-left': true } },
      draftSettings: true,
      publishedSettings: true,
    },
  } as never)) as Row;
}

describe('recording versions', () => {
  it('records a create and its saved drafts (one version while the editor keeps at it), and a publish, newest first, with who and when', async () => {
    const documentId = await createPage('history-one', 'One');
    expect((await save(documentId, { title: 'One', draft: [hero('One, edited')] })).status).toBe(200);
    // A save that changes nothing the snapshot holds is not a version.
    expect((await save(documentId, { title: 'One', draft: [hero('One, edited')] })).status).toBe(200);
    const before = Date.now();
    expect(
      (
        await api()
          .post(`${base(documentId)}/publish?locale=en-US`)
          .set('Authorization', `Bearer ${editor}`)
      ).status,
    ).toBe(200);
    const res = await list(documentId);
    expect(res.status).toBe(200);
    const versions = res.body.data as Array<Row & { createdBy: Row }>;
    // The save came within 5 minutes of the create, by the same editor: one draft version, holding the save.
    expect(versions.map((v) => v.kind)).toEqual(['publish', 'draft']);
    for (const v of versions) expect(v.createdBy).toEqual({ id: editorId, name: 'Edna Tester' });
    expect(Date.parse(String(versions[0]!.createdAt))).toBeGreaterThanOrEqual(before - 1000);
    const published = await api()
      .get(`${base(documentId)}/versions/${versions[0]!.id}?locale=en-US`)
      .set('Authorization', `Bearer ${editor}`);
    expect(published.status).toBe(200);
    expect(published.body.data.snapshot).toMatchObject({
      draft: [{ __component: 'blocks.hero-form-left', title: 'One, edited' }],
      draftSettings: { seoTitle: 'One' },
      fields: { slug: 'history-one', title: 'One' },
    });
    // Write form: no component ids.
    expect(JSON.stringify(published.body.data.snapshot)).not.toMatch(/"id":/);
  });

  it("coalesces one editor's saves: at most one draft version per 5 minutes of editing; another editor, a publish or a restore start a new one", async () => {
    const documentId = await createPage('history-coalesce', 'Coalesce');
    const kinds = async () => ((await list(documentId)).body.data as Row[]).map((v) => `${String(v.kind)}:${String((v.createdBy as Row).name)}`);
    for (const title of ['a', 'b', 'c']) expect((await save(documentId, { draft: [hero(title)] })).status).toBe(200);
    expect(await kinds()).toEqual(['draft:Edna Tester']);
    const [only] = (await list(documentId)).body.data as Row[];
    const snapshot = (
      await api()
        .get(`${base(documentId)}/versions/${only!.id}?locale=en-US`)
        .set('Authorization', `Bearer ${editor}`)
    ).body.data.snapshot;
    expect(snapshot.draft).toEqual([expect.objectContaining({ title: 'c' })]);
    // Five minutes later (the version's time moved back): a new version.
    await cms.strapi.db
      .connection(VERSIONS)
      .where({ id: only!.id })
      .update({ created_at: Date.now() - 5 * 60_000 - 1 });
    expect((await save(documentId, { draft: [hero('d')] })).status).toBe(200);
    expect(await kinds()).toEqual(['draft:Edna Tester', 'draft:Edna Tester']);
    // Another editor's save is theirs.
    expect(
      (
        await api()
          .put(`${LANDING_CM}/${documentId}?locale=en-US`)
          .set('Authorization', `Bearer ${superAdmin}`)
          .send({ draft: [hero('e')] })
      ).status,
    ).toBe(200);
    expect((await kinds()).length).toBe(3);
    // After a publish, the next save starts a new draft version.
    expect(
      (
        await api()
          .post(`${base(documentId)}/publish?locale=en-US`)
          .set('Authorization', `Bearer ${editor}`)
      ).status,
    ).toBe(200);
    expect((await save(documentId, { draft: [hero('f')] })).status).toBe(200);
    expect((await kinds()).map((k) => k.split(':')[0])).toEqual(['draft', 'publish', 'draft', 'draft', 'draft']);
  });

  it('a publish whose version cannot be written does not happen (one transaction)', async () => {
    const documentId = await createPage('history-atomic', 'Atomic');
    const knex = cms.strapi.db.connection;
    await knex.raw(`ALTER TABLE ${VERSIONS} ADD CONSTRAINT no_publish_versions CHECK (kind <> 'publish') NOT VALID`);
    try {
      await expect(setPublication(cms.strapi, { uid: LANDING, documentId, locale: 'en-US' }, 'publish', { id: null, name: null })).rejects.toThrow(
        /no_publish_versions/,
      );
    } finally {
      await knex.raw(`ALTER TABLE ${VERSIONS} DROP CONSTRAINT no_publish_versions`);
    }
    const doc = await stored(documentId);
    expect(doc.publishedSettings).toBeNull();
    expect(doc.published).toEqual([]);
  });

  it('a draft save whose version cannot be written is not saved either', async () => {
    const documentId = await createPage('history-atomic-draft', 'Atomic draft');
    const knex = cms.strapi.db.connection;
    await knex.raw(`ALTER TABLE ${VERSIONS} ADD CONSTRAINT no_versions CHECK (kind = 'none') NOT VALID`);
    try {
      expect((await save(documentId, { title: 'Atomic draft', draft: [hero('Lost?')] })).status).toBeGreaterThanOrEqual(400);
    } finally {
      await knex.raw(`ALTER TABLE ${VERSIONS} DROP CONSTRAINT no_versions`);
    }
    expect(((await stored(documentId)).draft as Row[])[0]).toMatchObject({ title: 'Atomic draft' });
  });
});

describe('restoring a version', () => {
  it('writes the version back as the draft, records the restore, and does not publish', async () => {
    const documentId = await createPage('history-restore', 'First');
    expect(
      (
        await api()
          .post(`${base(documentId)}/publish?locale=en-US`)
          .set('Authorization', `Bearer ${editor}`)
      ).status,
    ).toBe(200);
    const first = ((await list(documentId)).body.data as Row[])[0]!;
    expect(first.kind).toBe('publish');
    expect(
      (await save(documentId, { title: 'Second', slug: 'history-restore-2', draft: [hero('Second'), hero('Extra')], draftSettings: { seoTitle: 'Second' } }))
        .status,
    ).toBe(200);

    const res = await api()
      .post(`${base(documentId)}/versions/${first.id}/restore?locale=en-US`)
      .set('Authorization', `Bearer ${editor}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const doc = await stored(documentId);
    expect(doc).toMatchObject({ title: 'First', slug: 'history-restore' });
    expect((doc.draft as Row[]).map((b) => b.title)).toEqual(['First']);
    expect(doc.draftSettings).toMatchObject({ seoTitle: 'First' });
    // Still the published one from before, and the published pair is untouched.
    expect((doc.published as Row[]).map((b) => b.title)).toEqual(['First']);
    const versions = (await list(documentId)).body.data as Row[];
    expect(versions.map((v) => v.kind)).toEqual(['restore', 'draft', 'publish', 'draft']);
    expect(versions[0]).toMatchObject({ restoredFrom: first.id });
  });

  it('answers clear 4xx: unknown version or document 404, bad ids and locales 400, roles without access 403 naming the permission', async () => {
    const documentId = await createPage('history-errors', 'Errors');
    const v = ((await list(documentId)).body.data as Row[])[0]!;
    const auth = (r: request.Test, token = editor) => r.set('Authorization', `Bearer ${token}`);
    expect((await auth(api().get(`${base(documentId)}/versions/999999?locale=en-US`))).status).toBe(404);
    expect((await auth(api().post(`${base(documentId)}/versions/999999/restore?locale=en-US`))).status).toBe(404);
    expect((await auth(api().get(`${base('nosuchdocument')}/versions?locale=en-US`))).status).toBe(404);
    // The version belongs to en-US only.
    expect((await auth(api().get(`${base(documentId)}/versions/${v.id}?locale=es-US`))).status).toBe(404);
    const bad = await auth(api().get(`${base(documentId)}/versions/abc?locale=en-US`));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/id must be a positive whole number/);
    const noLocale = await auth(api().get(`${base(documentId)}/versions`));
    expect(noLocale.status).toBe(400);
    expect(noLocale.body.error.message).toMatch(/locale is required/);
    expect((await auth(api().get(`/publishing/pages/page/${documentId}/versions?locale=en-US`))).status).toBe(400);
    expect((await api().get(`${base(documentId)}/versions?locale=en-US`)).status).toBe(401);
    const forbidden = await list(documentId, nobody);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.message).toContain('plugin::content-manager.explorer.read');
    const noRestore = await auth(api().post(`${base(documentId)}/versions/${v.id}/restore?locale=en-US`), nobody);
    expect(noRestore.status).toBe(403);
    expect(noRestore.body.error.message).toContain('plugin::content-manager.explorer.update');
    // Authors may read and update only the landing pages they created (Strapi's Author role): not this one.
    const notTheirs = await list(documentId, author);
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.error.message).toContain('only what you created');
  });

  it("checks the entry as the content manager does: a role limited to en-US sees and restores en-US versions only; an Author only their own page's", async () => {
    const documentId = await createPage('history-locales', 'Locales');
    const es = await api()
      .put(`${LANDING_CM}/${documentId}?locale=es-US`)
      .set('Authorization', `Bearer ${superAdmin}`)
      .send({ slug: 'history-locales-es', title: 'Locales es', draft: [hero('Hola')], draftSettings: { seoTitle: 'Hola' } });
    expect(es.status, JSON.stringify(es.body)).toBe(200);
    const roles = cms.strapi.service('admin::role') as unknown as {
      create(d: Row): Promise<{ id: number }>;
      assignPermissions(roleId: number, permissions: Row[]): Promise<unknown>;
    };
    const enOnly = await roles.create({ name: 'English editors', description: 'Landing pages in en-US only' });
    await roles.assignPermissions(
      enOnly.id,
      ['read', 'update'].map((action) => ({
        action: `plugin::content-manager.explorer.${action}`,
        subject: LANDING,
        properties: { locales: ['en-US'] },
        conditions: [],
      })),
    );
    const english = (await user('english@example.com', enOnly.id, 'Enid')).token;
    const at = (locale: string) => `${base(documentId)}/versions?locale=${locale}`;
    const en = await api().get(at('en-US')).set('Authorization', `Bearer ${english}`);
    expect(en.status).toBe(200);
    const enVersion = (en.body.data as Row[])[0]!;
    const esList = await api().get(at('es-US')).set('Authorization', `Bearer ${english}`);
    expect(esList.status).toBe(403);
    expect(esList.body.error.message).toMatch(/may not read landing-page "\w+" in es-US/);
    const esVersion = ((await api().get(at('es-US')).set('Authorization', `Bearer ${superAdmin}`)).body.data as Row[])[0]!;
    expect(
      (
        await api()
          .get(`${base(documentId)}/versions/${esVersion.id}?locale=es-US`)
          .set('Authorization', `Bearer ${english}`)
      ).status,
    ).toBe(403);
    const esRestore = await api()
      .post(`${base(documentId)}/versions/${esVersion.id}/restore?locale=es-US`)
      .set('Authorization', `Bearer ${english}`);
    expect(esRestore.status).toBe(403);
    expect(esRestore.body.error.message).toContain('plugin::content-manager.explorer.update');
    expect(
      (
        await api()
          .post(`${base(documentId)}/versions/${enVersion.id}/restore?locale=en-US`)
          .set('Authorization', `Bearer ${english}`)
      ).status,
    ).toBe(200);
    // An Author's own page: its history is theirs to read and restore.
    const own = await api()
      .post(`${LANDING_CM}?locale=en-US`)
      .set('Authorization', `Bearer ${author}`)
      .send({ slug: 'history-authors-own', title: 'Own', draft: [hero('Own')], draftSettings: { seoTitle: 'Own' } });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect((await list(own.body.data.documentId as string, author)).status).toBe(200);
  });
});

describe('pruning', () => {
  it('thins old drafts by the policy when a new version is recorded; publishes stay', async () => {
    const documentId = await createPage('history-prune', 'Prune');
    const knex = cms.strapi.db.connection;
    const now = Date.now();
    const hour = 3_600_000;
    const snapshot = JSON.stringify({ draft: [], draftSettings: null, fields: {} });
    const row = (ageMs: number, kind: string) => ({
      content_type: 'landing-page',
      document_id: documentId,
      locale: 'en-US',
      kind,
      snapshot,
      created_at: now - ageMs,
    });
    // Two drafts in one day 3 days ago (one stays), two in one old hour (one stays), one 40 days old (goes), one old publish (stays).
    const day3 = Math.floor((now - 3 * 24 * hour) / (24 * hour)) * 24 * hour + 12 * hour;
    const inserted = (await knex(VERSIONS)
      .insert([
        { ...row(0, 'draft'), created_at: day3 - hour },
        { ...row(0, 'draft'), created_at: day3 },
        row(40 * 24 * hour, 'draft'),
        row(400 * 24 * hour, 'publish'),
      ])
      .returning('id')) as Array<{ id: number }>;
    expect((await save(documentId, { title: 'Prune', draft: [hero('Pruned')] })).status).toBe(200);
    const kept = ((await list(documentId)).body.data as Row[]).map((v) => v.id);
    expect(kept).not.toContain(inserted[0]!.id);
    expect(kept).toContain(inserted[1]!.id);
    expect(kept).not.toContain(inserted[2]!.id);
    expect(kept).toContain(inserted[3]!.id);
  });

  it('a deleted page takes its versions with it', async () => {
    const documentId = await createPage('history-delete', 'Delete');
    expect((await api().delete(`${LANDING_CM}/${documentId}?locale=en-US`).set('Authorization', `Bearer ${superAdmin}`)).status).toBe(200);
    expect(await cms.strapi.db.connection(VERSIONS).where({ document_id: documentId }).count({ n: '*' })).toEqual([{ n: '0' }]);
  });
});
