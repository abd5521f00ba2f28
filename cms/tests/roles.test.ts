/**
 * Roles on the publishing plugin's routes and Strapi's own draft & publish actions. An Author (Strapi's
 * role: read and update only what they created) sees, lists and schedules only their own pages, as in
 * the content manager: the schedules list and the states filter in the query, single pages answer 403;
 * an Editor and a Super Admin see every page. The content manager's publish, unpublish, discard and
 * bulk actions answer a 400 naming the publishing route to use (Strapi's draft & publish is off here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { TestCms } from 'testing/cms';
import { startSharedCms } from './helpers/shared';
import { adminToken, roleIdOf, signedInUser } from './helpers/admin';
import { JOBS, LIST_LIMIT, scheduleJob } from '../src/scheduling/jobs';
import { PUBLISH_ACTION } from '../src/publishing/permission';

type Row = Record<string, unknown>;

const LANDING = 'api::landing-page.landing-page';
const ARTICLE = 'api::article.article';
const cm = (uid: string) => `/content-manager/collection-types/${uid}`;
const pages = (documentId: string) => `/publishing/pages/landing-page/${documentId}`;

let cms: TestCms;
let superAdmin: string;
let editor: { token: string; id: number };
let author: { token: string; id: number };
/** A landing page the Author created, and one the Editor created (that the Author may not read). */
let own: string;
let others: string;
const api = () => request(cms.strapi.server.httpServer);
const as = (req: request.Test, token: string) => req.set('Authorization', `Bearer ${token}`);

const hero = (title: string) => ({ __component: 'blocks.hero-form-left', title });

async function createPage(token: string, slug: string, title: string): Promise<string> {
  const res = await as(api().post(`${cm(LANDING)}?locale=en-US`), token).send({ slug, title, draft: [hero(title)], draftSettings: { seoTitle: title } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.documentId as string;
}

const inHours = (hours: number) => Date.now() + hours * 3_600_000;

beforeAll(async () => {
  cms = await startSharedCms({ PREVIEW_SECRET: 'roles-preview-secret' });
  superAdmin = await adminToken(cms);
  editor = await signedInUser(cms, 'editor@example.com', await roleIdOf(cms, 'strapi-editor'), 'Edna');
  author = await signedInUser(cms, 'author@example.com', await roleIdOf(cms, 'strapi-author'), 'Arthur');
  own = await createPage(author.token, 'authors-own', 'Arthur’s draft');
  others = await createPage(editor.token, 'editors-secret', 'Edna’s secret draft');
  // Authors may publish here: the publish permission is theirs, the entry's conditions still apply.
  await cms.strapi.db
    .query('admin::permission')
    .create({ data: { action: PUBLISH_ACTION, role: await roleIdOf(cms, 'strapi-author'), properties: {}, conditions: [] } });
});
afterAll(async () => {
  await cms?.stop();
});

describe('an Author sees only the pages they may read', () => {
  it('lists only the schedules of their own pages; an Editor lists them all', async () => {
    const by = { id: editor.id, name: 'Edna Tester' };
    const mine = await scheduleJob(cms.strapi, { uid: LANDING, documentId: own, locale: 'en-US' }, 'publish', inHours(3), by);
    const theirs = await scheduleJob(cms.strapi, { uid: LANDING, documentId: others, locale: 'en-US' }, 'publish', inHours(2), by);

    const authors = await as(api().get('/publishing/schedules'), author.token);
    expect(authors.status).toBe(200);
    expect(authors.body.data).toEqual([expect.objectContaining({ id: mine.id, documentId: own, title: 'Arthur’s draft', slug: 'authors-own' })]);
    expect(JSON.stringify(authors.body)).not.toContain('secret');
    const asked = await as(api().get(`/publishing/schedules?documentId=${others}&locale=en-US&type=landing-page`), author.token);
    expect(asked.body.data).toEqual([]);

    const editors = await as(api().get('/publishing/schedules'), editor.token);
    expect((editors.body.data as Row[]).map((job) => job.id)).toEqual([theirs.id, mine.id]);
    expect((editors.body.data as Row[])[0]).toMatchObject({ title: 'Edna’s secret draft', slug: 'editors-secret' });
  });

  it('filters before the list limit: schedules of pages they may not read never take the place of theirs', async () => {
    // LIST_LIMIT schedules due before the Author's, of pages that are gone (deleted since).
    const now = Date.now();
    const ghosts = Array.from({ length: LIST_LIMIT }, (_, i) => ({
      content_type: 'landing-page',
      document_id: `ghost${i}`,
      locale: 'en-US',
      action: 'publish',
      run_at: inHours(1) + i,
      status: 'pending',
      created_by_id: editor.id,
      created_by_name: 'Edna Tester',
      created_at: now,
    }));
    await cms.strapi.db.connection(JOBS).insert(ghosts);
    try {
      const authors = await as(api().get('/publishing/schedules'), author.token);
      expect((authors.body.data as Row[]).map((job) => job.documentId)).toEqual([own]);
      // An Editor (conditions on locales only) sees the schedules of gone pages too, unnamed, up to the limit.
      const editors = await as(api().get('/publishing/schedules'), editor.token);
      expect(editors.body.data).toHaveLength(LIST_LIMIT);
      expect((editors.body.data as Row[])[0]).toMatchObject({ documentId: 'ghost0', title: null, slug: null });
    } finally {
      await cms.strapi.db.connection(JOBS).where('document_id', 'like', 'ghost%').delete();
    }
  });

  it('gets the states of their own pages only', async () => {
    const states = await as(api().get(`/publishing/pages/landing-page/states?locale=en-US&documentIds=${own},${others}`), author.token);
    expect(states.status).toBe(200);
    expect((states.body.data as Row[]).map((state) => state.documentId)).toEqual([own]);
    const editors = await as(api().get(`/publishing/pages/landing-page/states?locale=en-US&documentIds=${own},${others}`), editor.token);
    expect((editors.body.data as Row[]).map((state) => state.documentId).sort()).toEqual([own, others].sort());
  });

  it('is refused (403) another’s history, version, restore, schedule, cancel and publish; their own is theirs', async () => {
    const versions = await as(api().get(`${pages(others)}/versions?locale=en-US`), editor.token);
    const version = (versions.body.data as Row[])[0]!;
    const refused = [
      await as(api().get(`${pages(others)}/versions?locale=en-US`), author.token),
      await as(api().get(`${pages(others)}/versions/${version.id}?locale=en-US`), author.token),
      await as(api().post(`${pages(others)}/versions/${version.id}/restore?locale=en-US`), author.token),
      await as(api().post(`${pages(others)}/schedule?locale=en-US`), author.token).send({ action: 'publish', at: new Date(inHours(5)).toISOString() }),
      await as(api().post(`${pages(others)}/publish?locale=en-US`), author.token),
    ];
    for (const res of refused) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.error.message).toContain('only what you created');
    }
    const theirs = await as(api().post(`${pages(others)}/schedule?locale=en-US`), editor.token).send({
      action: 'unpublish',
      at: new Date(inHours(6)).toISOString(),
    });
    expect(theirs.status).toBe(201);
    const cancel = await as(api().delete(`/publishing/schedules/${theirs.body.data.id}`), author.token);
    expect(cancel.status).toBe(403);
    expect(cancel.body.error.message).toContain('only what you created');
    expect(((await cms.strapi.db.connection(JOBS).where({ id: theirs.body.data.id }).first()) as Row).status).toBe('pending');

    expect((await as(api().get(`${pages(own)}/versions?locale=en-US`), author.token)).status).toBe(200);
    const scheduled = await as(api().post(`${pages(own)}/schedule?locale=en-US`), author.token).send({
      action: 'unpublish',
      at: new Date(inHours(7)).toISOString(),
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    expect((await as(api().delete(`/publishing/schedules/${scheduled.body.data.id}`), author.token)).status).toBe(200);
  });

  it('a schedule whose page is gone is cancelled only by a role whose conditions do not ask who made the page', async () => {
    const ghost = await scheduleJob(cms.strapi, { uid: LANDING, documentId: own, locale: 'en-US' }, 'unpublish', inHours(8), { id: author.id, name: null });
    await cms.strapi.db.connection(JOBS).where({ id: ghost.id }).update({ document_id: 'gonepage' });
    expect((await as(api().delete(`/publishing/schedules/${ghost.id}`), author.token)).status).toBe(403);
    expect((await as(api().delete(`/publishing/schedules/${ghost.id}`), editor.token)).status).toBe(200);
  });

  it('gets no preview of another’s draft in the admin', async () => {
    const preview = (documentId: string, token: string) =>
      as(api().get(`/content-manager/preview/url/${LANDING}?documentId=${documentId}&locale=en-US`), token);
    expect((await preview(others, author.token)).status).toBe(204);
    expect((await preview(own, author.token)).status).toBe(200);
    expect((await preview(others, editor.token)).status).toBe(200);
  });
});

describe('Strapi’s own draft & publish actions', () => {
  it('answer 400 naming the publishing route on articles and landing pages, for every role, and change nothing', async () => {
    const article = await as(api().post(`${cm(ARTICLE)}?locale=en-US`), superAdmin).send({
      slug: 'native-article',
      draft: [{ __component: 'article.text', content: '<p>Native</p>' }],
      draftSettings: { articleTitle: 'Native' },
    });
    expect(article.status, JSON.stringify(article.body)).toBe(201);
    const ids = { [ARTICLE]: article.body.data.documentId as string, [LANDING]: own };
    for (const [uid, documentId] of Object.entries(ids)) {
      const type = uid === ARTICLE ? 'article' : 'landing-page';
      const calls: Array<[string, string, string]> = [
        ['publish', `${cm(uid)}/${documentId}/actions/publish?locale=en-US`, `/publishing/pages/${type}/:documentId/publish?locale=`],
        ['publish', `${cm(uid)}/actions/publish?locale=en-US`, `/publishing/pages/${type}/:documentId/publish?locale=`],
        ['unpublish', `${cm(uid)}/${documentId}/actions/unpublish?locale=en-US`, `/publishing/pages/${type}/:documentId/unpublish?locale=`],
        ['discard', `${cm(uid)}/${documentId}/actions/discard?locale=en-US`, `/publishing/pages/${type}/:documentId/versions/:id/restore?locale=`],
        ['bulkPublish', `${cm(uid)}/actions/bulkPublish?locale=en-US`, `/publishing/pages/${type}/:documentId/publish?locale=`],
        ['bulkUnpublish', `${cm(uid)}/actions/bulkUnpublish?locale=en-US`, `/publishing/pages/${type}/:documentId/unpublish?locale=`],
      ];
      const before = await cms.strapi.db.query(uid).count({});
      for (const [action, path, use] of calls) {
        for (const token of [superAdmin, editor.token, author.token]) {
          const res = await as(api().post(path), token).send({ documentIds: [documentId], slug: 'native-created', title: 'Created', draft: [] });
          expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
          expect(res.body).toEqual({
            data: null,
            error: { status: 400, name: 'ApplicationError', message: expect.stringContaining(use), details: { model: uid, action } },
          });
          expect(res.body.error.message).toContain(`The content manager's ${action} action is not offered for ${type}s`);
        }
        expect((await api().post(path).send({})).status).toBe(401);
      }
      expect(await cms.strapi.db.query(uid).count({})).toBe(before);
    }
    // Other types have no draft & publish either: the same 400, without a publishing route to name.
    const category = (await cms.strapi.db.query('api::category.category').findOne({ select: ['documentId'] })) as Row;
    const res = await as(api().post(`${cm('api::category.category')}/${String(category.documentId)}/actions/publish`), superAdmin).send({});
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      "The content manager's publish action is not offered for api::category.category: it has no draft & publish (its entries are saved, never published)",
    );
  });
});
