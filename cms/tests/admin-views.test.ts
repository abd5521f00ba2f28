/**
 * Strapi's admin, configured for people who manage articles (cms/src/admin-views): the views are
 * written on start and an admin's own change survives the next start; an article is named by its
 * title (derived from its draft settings); the admin's list and edit view get each page's computed
 * state from GET /publishing/pages/:type/states; Strapi's Preview opens the site's draft preview with
 * a frame token for that page, and the admin may frame the site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { previewTokenProblem } from 'contract/preview/token';
import { bootCms, createDatabase, dropDatabase, type TestCms } from 'testing/cms';
import { ADMIN, adminToken } from './helpers/admin';
import { MODEL_TEXTS } from 'contract/words';

type Row = Record<string, unknown>;

const SITE = 'https://site.example.test';
const PREVIEW_SECRET = 'admin-views-preview-secret';
const ARTICLE = 'api::article.article';
const CM = `/content-manager/collection-types/${ARTICLE}`;
const CONFIGURATION = `/content-manager/content-types/${ARTICLE}/configuration`;
const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PREVIEW_SECRET, WEB_URL: `${SITE}/` };

let database: string;
let cms: TestCms;
let token: string;
const api = () => request(cms.strapi.server.httpServer);
const auth = (req: request.Test) => req.set('Authorization', `Bearer ${token}`);

beforeAll(async () => {
  database = await createDatabase('admin_views');
  cms = await bootCms(database, env);
  token = await adminToken(cms);
});
afterAll(async () => {
  await cms?.stop();
  if (database) await dropDatabase(database);
});

async function createArticle(slug: string, articleTitle: string | null, extra: Row = {}): Promise<Row> {
  const res = await auth(api().post(`${CM}?locale=en-US`)).send({
    slug,
    draftSettings: articleTitle === null ? null : { articleTitle },
    draft: [{ __component: 'article.text', content: `<p>${slug}</p>` }],
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Row;
}
/**
 * What the admin's "Configure the view" sends back: the configuration it read, without the
 * `list.mainField` copies the GET adds to relations.
 */
function asSent({ settings, metadatas, layouts }: { settings: Row; metadatas: Record<string, { edit: Row; list: Row }>; layouts: Row }) {
  const sent = Object.fromEntries(
    Object.entries(metadatas).map(([name, { edit, list }]) => {
      const { mainField: _, ...rest } = list;
      return [name, { edit, list: rest }];
    }),
  );
  return { settings, metadatas: sent, layouts };
}
const publish = (documentId: string) => auth(api().post(`/publishing/pages/article/${documentId}/publish?locale=en-US`)).expect(200);

describe('the views Strapi’s admin shows', () => {
  it('lists articles by title, slug, categories and last update, newest first, named by their title', async () => {
    const { contentType, components } = (await auth(api().get(CONFIGURATION)).expect(200)).body.data;
    expect(contentType.settings).toMatchObject({ mainField: 'title', defaultSortBy: 'updatedAt', defaultSortOrder: 'DESC', searchable: true });
    expect(contentType.layouts.list).toEqual(['title', 'slug', 'categories', 'updatedAt']);
    expect(contentType.layouts.edit.flat().map((field: { name: string }) => field.name)).toEqual([
      'slug',
      'dateScheduled',
      'categories',
      'industries',
      'draftSettings',
      'draft',
    ]);
    const texts = MODEL_TEXTS[ARTICLE]!.fields;
    expect(contentType.metadatas.dateScheduled.edit).toMatchObject({ label: 'Scheduled for', description: texts.dateScheduled!.description });
    expect(contentType.metadatas.updatedAt.list.label).toBe('Last update');
    expect(contentType.metadatas.slug.edit.placeholder).toBe('my-article');
    // The components an article holds, with the configuration the builder reads too.
    expect(components['shared.article-settings'].settings.mainField).toBe('articleTitle');
    expect(components['shared.article-settings'].metadatas.imageAltText.edit.label).toBe('Main image description');
    expect(components['shared.article-settings'].metadatas.dateUnpublished.edit.description).toMatch(/leaves the newsroom/);
    expect(components['shared.faq-item'].settings.mainField).toBe('question');
    expect(components['shared.media-entry'].settings.mainField).toBe('alt');
    expect(components['blocks.hero-image-left'].metadatas.buttonLink.edit).toMatchObject({ label: 'Button link', placeholder: 'https://… or /path' });
  });

  it('is a configuration Strapi’s own "Configure the view" accepts back unchanged', async () => {
    const { contentType } = (await auth(api().get(CONFIGURATION)).expect(200)).body.data;
    const res = await auth(api().put(CONFIGURATION)).send(asSent(contentType));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.contentType.settings.mainField).toBe('title');
  });

  it('names an article by the title of its draft settings, searchable; a title sent by hand is not stored', async () => {
    const created = await createArticle('derived-title', 'Harbour lights at dusk');
    expect(created.title).toBe('Harbour lights at dusk');
    const fromPageTitle = await createArticle('derived-page-title', null, { draftSettings: { pageTitle: 'Only a browser title' } });
    expect(fromPageTitle.title).toBe('Only a browser title');
    const ignored = await auth(api().put(`${CM}/${created.documentId}?locale=en-US`))
      .send({ title: 'Typed by hand' })
      .expect(200);
    expect(ignored.body.data.title).toBe('Harbour lights at dusk');
    const renamed = await auth(api().put(`${CM}/${created.documentId}?locale=en-US`))
      .send({ draftSettings: { articleTitle: 'Harbour lights at dawn' } })
      .expect(200);
    expect(renamed.body.data.title).toBe('Harbour lights at dawn');
    const found = await auth(api().get(`${CM}?locale=en-US&_q=${encodeURIComponent('lights at dawn')}`)).expect(200);
    expect(found.body.results.map((row: Row) => row.slug)).toEqual(['derived-title']);
  });
});

describe('GET /publishing/pages/:type/states', () => {
  it('answers each page’s state and dates, computed on the server with the dashboard’s rule', async () => {
    const draft = await createArticle('state-draft', 'Only a draft');
    const published = await createArticle('state-published', 'Published as is', {
      draftSettings: { articleTitle: 'Published as is', datePublished: '2020-01-01T00:00:00.000Z' },
    });
    const changed = await createArticle('state-changed', 'Changed after publish');
    const scheduled = await createArticle('state-scheduled', 'Coming soon', { dateScheduled: '2999-01-01T00:00:00.000Z' });
    const ended = await createArticle('state-ended', 'Ended', { draftSettings: { articleTitle: 'Ended', dateUnpublished: '2020-02-01T00:00:00.000Z' } });
    for (const doc of [published, changed, scheduled, ended]) await publish(String(doc.documentId));
    await auth(api().put(`${CM}/${changed.documentId}?locale=en-US`))
      .send({ draftSettings: { articleTitle: 'Changed after publish, again' } })
      .expect(200);

    const ids = [draft, published, changed, scheduled, ended].map((doc) => doc.documentId).join(',');
    const res = await auth(api().get(`/publishing/pages/article/states?locale=en-US&documentIds=${ids},unknownid123`)).expect(200);
    const bySlugId = Object.fromEntries((res.body.data as Row[]).map((row) => [row.documentId, row]));
    expect(bySlugId[String(draft.documentId)]).toMatchObject({ state: 'draft', locale: 'en-US', datePublished: null });
    expect(bySlugId[String(published.documentId)]).toMatchObject({ state: 'published', datePublished: '2020-01-01T00:00:00.000Z' });
    expect(bySlugId[String(changed.documentId)]).toMatchObject({ state: 'changed' });
    expect(bySlugId[String(scheduled.documentId)]).toMatchObject({ state: 'scheduled', dateScheduled: '2999-01-01T00:00:00.000Z' });
    expect(bySlugId[String(ended.documentId)]).toMatchObject({ state: 'unpublished', dateUnpublished: '2020-02-01T00:00:00.000Z' });
    expect(res.body.data).toHaveLength(5);
    expect(typeof bySlugId[String(draft.documentId)]!.updatedAt).toBe('string');
  });

  it('a page unpublished after it was on the site is "unpublished", and a page never published has no publish date to show', async () => {
    const withdrawn = await createArticle('state-withdrawn', 'Withdrawn', {
      draftSettings: { articleTitle: 'Withdrawn', datePublished: '2020-01-01T00:00:00.000Z' },
    });
    const planned = await createArticle('state-planned', 'Planned', { draftSettings: { articleTitle: 'Planned', datePublished: '2020-03-01T00:00:00.000Z' } });
    await publish(String(withdrawn.documentId));
    await auth(api().post(`/publishing/pages/article/${withdrawn.documentId}/unpublish?locale=en-US`)).expect(200);
    const res = await auth(api().get(`/publishing/pages/article/states?locale=en-US&documentIds=${withdrawn.documentId},${planned.documentId}`)).expect(200);
    const byId = Object.fromEntries((res.body.data as Row[]).map((row) => [row.documentId, row]));
    expect(byId[String(withdrawn.documentId)]).toMatchObject({ state: 'unpublished', datePublished: null });
    expect(byId[String(planned.documentId)]).toMatchObject({ state: 'draft', datePublished: null });
  });

  it('publishing an article without a publish date says so: the newsroom will not list it until it has one', async () => {
    const undated = await createArticle('publish-undated', 'No date yet');
    expect((await publish(String(undated.documentId))).body.meta).toEqual({ changed: true, withoutPublishDate: true });
    const dated = await createArticle('publish-dated', 'Dated', { draftSettings: { articleTitle: 'Dated', datePublished: '2020-01-01T00:00:00.000Z' } });
    expect((await publish(String(dated.documentId))).body.meta).toEqual({ changed: true, withoutPublishDate: false });
  });

  it('refuses what it cannot answer, naming it', async () => {
    await api().get('/publishing/pages/article/states?documentIds=a').expect(401);
    expect((await auth(api().get('/publishing/pages/page/states?documentIds=a')).expect(400)).body.error.message).toMatch(
      /type must be "article" or "landing-page"/,
    );
    expect((await auth(api().get('/publishing/pages/article/states')).expect(400)).body.error.message).toMatch(/documentIds/);
    expect((await auth(api().get('/publishing/pages/article/states?documentIds=a,b;c')).expect(400)).body.error.message).toMatch(/"b;c" is not a document id/);
    const many = Array.from({ length: 101 }, (_, i) => `id${i}`).join(',');
    expect((await auth(api().get(`/publishing/pages/article/states?documentIds=${many}`)).expect(400)).body.error.message).toMatch(/at most 100/);
    expect((await auth(api().get('/publishing/pages/article/states?documentIds=a&locale=english!')).expect(400)).body.error.message).toMatch(/locale/);
  });
});

async function signedInWithoutContentAccess(): Promise<string> {
  const role = await (cms.strapi.service('admin::role') as unknown as { create(data: Row): Promise<{ id: number }> }).create({
    name: 'No content',
    description: 'Settings only',
  });
  await (cms.strapi.service('admin::user') as unknown as { create(data: Row): Promise<unknown> }).create({
    email: 'nocontent@example.com',
    firstname: 'No',
    lastname: 'Content',
    password: 'NoContent123',
    isActive: true,
    roles: [role.id],
  });
  const res = await api().post('/admin/login').send({ email: 'nocontent@example.com', password: 'NoContent123' }).expect(200);
  return res.body.data.token as string;
}

describe('Strapi’s Preview', () => {
  it('opens the site’s draft preview of the article in its locale, with a frame token for that page', async () => {
    const doc = await createArticle('preview-me', 'Preview me');
    const res = await auth(api().get(`/content-manager/preview/url/${ARTICLE}?documentId=${doc.documentId}&locale=en-US&status=published`)).expect(200);
    const url = new URL(res.body.data.url);
    expect(url.origin + url.pathname).toBe(`${SITE}/preview/article/en-US/preview-me`);
    expect(res.body.data.url).not.toContain(PREVIEW_SECRET);
    expect(previewTokenProblem(PREVIEW_SECRET, 'frame', url.searchParams.get('token'), { type: 'article', locale: 'en-US', slug: 'preview-me' })).toBeNull();
  });

  it('offers none for other types, unknown documents or locales, or an admin who may not read the type', async () => {
    const doc = await createArticle('preview-not-for-all', 'Not for all');
    const category = (await cms.strapi.db.query('api::category.category').findOne({ select: ['documentId'] })) as Row;
    await auth(api().get(`/content-manager/preview/url/api::category.category?documentId=${category.documentId}`)).expect(204);
    await auth(api().get(`/content-manager/preview/url/${ARTICLE}?documentId=nosuchdocument&locale=en-US`)).expect(204);
    await auth(api().get(`/content-manager/preview/url/${ARTICLE}?documentId=${doc.documentId}&locale=es-US`)).expect(204);
    const outsider = await signedInWithoutContentAccess();
    await api().get(`/content-manager/preview/url/${ARTICLE}?documentId=${doc.documentId}&locale=en-US`).set('Authorization', `Bearer ${outsider}`).expect(204);
    const states = await api().get(`/publishing/pages/article/states?documentIds=${doc.documentId}`).set('Authorization', `Bearer ${outsider}`).expect(403);
    expect(states.body.error.message).toMatch(/may not read/);
  });

  it('lets the admin frame the site and nothing frame the admin', async () => {
    const res = await api().get('/admin/init').expect(200);
    const csp = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['frame-src']).toContain(SITE);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('an admin’s own change to a view', () => {
  it('survives the next start, while the rest stays as configured (and empty titles are derived again)', async () => {
    const { contentType } = (await auth(api().get(CONFIGURATION)).expect(200)).body.data;
    contentType.metadatas.slug.edit.label = 'Web address';
    contentType.layouts.list = ['title', 'updatedAt'];
    await auth(api().put(CONFIGURATION)).send(asSent(contentType)).expect(200);
    // A text of ours that changed since the last start: the stored one is still our previous one.
    const store = cms.strapi.store({ type: 'core', name: 'admin-views' });
    const applied = (await store.get({ key: 'applied' })) as Record<string, Row>;
    applied[ARTICLE]!['metadatas.uuid.edit.description'] = 'An older description';
    await store.set({ key: 'applied', value: applied });
    const configuration = cms.strapi.plugin('content-manager').service('content-types') as unknown as {
      findContentType(uid: string): unknown;
      findConfiguration(model: unknown): Promise<Row>;
      updateConfiguration(model: unknown, c: Row): Promise<unknown>;
    };
    const model = configuration.findContentType(ARTICLE);
    const stored = await configuration.findConfiguration(model);
    (stored.metadatas as Record<string, { edit: Row }>).uuid!.edit.description = 'An older description';
    await configuration.updateConfiguration(model, { settings: stored.settings, metadatas: stored.metadatas, layouts: stored.layouts });

    // A title left empty by older code or SQL is derived again on start.
    await cms.strapi.db.query(ARTICLE).updateMany({ where: { slug: 'derived-title' }, data: { title: null } });

    await cms.stop();
    cms = await bootCms(database, env);
    const restored = (await cms.strapi.db.query(ARTICLE).findOne({ where: { slug: 'derived-title' }, select: ['title'] })) as Row;
    expect(restored.title).toBe('Harbour lights at dawn');
    token = await adminToken(cms);
    const after = (await auth(api().get(CONFIGURATION)).expect(200)).body.data.contentType;
    expect(after.metadatas.slug.edit.label).toBe('Web address');
    expect(after.layouts.list).toEqual(['title', 'updatedAt']);
    expect(after.metadatas.uuid.edit.description).toBe(MODEL_TEXTS[ARTICLE]!.fields.uuid!.description);
    expect(after.metadatas.dateScheduled.edit.label).toBe('Scheduled for');
    expect(after.settings).toMatchObject({ mainField: 'title', defaultSortBy: 'updatedAt', defaultSortOrder: 'DESC' });
  });
});
