/**
 * Publishing is one CMS action (POST /publishing/pages/:type/:documentId/publish|unpublish, admin
 * JWT, permission api::pages.publish): it copies the draft pair onto the published pair with
 * component ids stripped, refreshes the newsroom and tells the site. A draft save tells nobody and
 * leaves the newsroom alone; nobody writes the published pair by hand.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import type { TestCms } from 'testing/cms';
import { startSharedCms } from './helpers/shared';
import { adminToken } from './helpers/admin';
import { readModelVersion } from '../src/newsroom/read-model';

type Row = Record<string, unknown>;
interface Notice {
  event: string;
  model: string;
  entry: { documentId?: string; slug?: string; locale?: string };
}

let cms: TestCms;
let site: Server;
const notices: Notice[] = [];
const api = () => request(cms.strapi.server.httpServer);
const CM = '/content-manager/collection-types/api::article.article';
const LANDING_CM = '/content-manager/collection-types/api::landing-page.landing-page';
const action = (mode: 'publish' | 'unpublish', documentId: string, type = 'article', locale = 'en-US') =>
  `/publishing/pages/${type}/${documentId}/${mode}?locale=${locale}`;

async function userWithRole(code: string, email: string): Promise<string> {
  const role = await cms.strapi.db.query('admin::role').findOne({ where: { code } });
  await (cms.strapi.service('admin::user') as unknown as { create(d: Row): Promise<unknown> }).create({
    email,
    firstname: code,
    lastname: 'Tester',
    password: 'RoleTester123',
    isActive: true,
    roles: [role.id],
  });
  const res = await api().post('/admin/login').send({ email, password: 'RoleTester123' });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return res.body.data.token;
}

let author: string;
let editor: string;
let superAdmin: string;
let categories: Array<{ documentId: string; key: string }>;

beforeAll(async () => {
  site = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      notices.push(JSON.parse(body) as Notice);
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  cms = await startSharedCms({
    WEB_REVALIDATE_URL: `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate`,
  });
  superAdmin = await adminToken(cms);
  author = await userWithRole('strapi-author', 'author@example.com');
  editor = await userWithRole('strapi-editor', 'editor@example.com');
  const rows = (await cms.strapi.db.query('api::category.category').findMany({ select: ['documentId', 'key'] })) as typeof categories;
  categories = ['company_news', 'product_updates'].map((key) => rows.find((row) => row.key === key)!);
});
afterAll(async () => {
  await cms?.stop();
  site?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The notices the site received up to now: a marker change (a new published landing page) is made
 * last, and once its notice is in, every notice sent before it is too (each is sent after its commit).
 */
async function noticesSoFar(): Promise<Notice[]> {
  const slug = `marker-${notices.length}-${Date.now().toString(36)}`;
  const created = await api()
    .post(`${LANDING_CM}?locale=en-US`)
    .set('Authorization', `Bearer ${editor}`)
    .send({ slug, title: slug, draft: [], draftSettings: { seoTitle: slug } });
  expect(created.status).toBe(201);
  expect(
    (
      await api()
        .post(action('publish', created.body.data.documentId, 'landing-page'))
        .set('Authorization', `Bearer ${editor}`)
    ).status,
  ).toBe(200);
  await expect.poll(() => notices.some((n) => n.entry.slug === slug)).toBe(true);
  const seen = notices.splice(0, notices.length);
  return seen.filter((n) => n.entry.slug !== slug);
}

const draftBlocks = (title: string) => [
  { __component: 'article.text', content: `<p>${title} body</p>` },
  { __component: 'blocks.faq-collapse', title: 'Questions', items: [{ question: 'Why?', answer: '<p>Because</p>' }] },
];

/** A draft-only article, created through the content-manager API as the builder creates one. */
async function createDraft(slug: string, title: string): Promise<string> {
  const res = await api()
    .post(`${CM}?locale=en-US`)
    .set('Authorization', `Bearer ${editor}`)
    .send({
      slug,
      draft: draftBlocks(title),
      draftSettings: { articleTitle: title, datePublished: '2024-01-01T00:00:00.000Z', description: `About ${title}` },
      categories: { set: [{ documentId: categories[0].documentId }] },
    });
  expect(res.status).toBe(201);
  return res.body.data.documentId as string;
}

async function stored(documentId: string, locale = 'en-US'): Promise<Row> {
  return (await cms.strapi.documents('api::article.article').findOne({
    documentId,
    locale,
    populate: {
      draft: { on: { 'article.text': true, 'blocks.faq-collapse': { populate: { items: true } } } },
      published: { on: { 'article.text': true, 'blocks.faq-collapse': { populate: { items: true } } } },
      draftSettings: true,
      publishedSettings: true,
    },
  } as never)) as Row;
}

const listed = async (): Promise<string[]> =>
  ((await api().get(`/api/newsroom?category=${categories[0].key}`)).body.data as Array<{ slug: string }>).map((d) => d.slug);

/** Every component id at any depth. */
const componentIds = (value: unknown): number[] => {
  if (Array.isArray(value)) return value.flatMap(componentIds);
  if (!value || typeof value !== 'object') return [];
  const row = value as Row;
  return [
    ...(typeof row.id === 'number' ? [row.id] : []),
    ...Object.entries(row)
      .filter(([k]) => k !== 'id')
      .flatMap(([, v]) => componentIds(v)),
  ];
};
const withoutIds = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, v) => (key === 'id' ? undefined : v)));

describe('publish and unpublish', () => {
  it('publish copies draft → published and draftSettings → publishedSettings as new components; the newsroom lists it and the site is told', async () => {
    await noticesSoFar();
    const documentId = await createDraft('first-publish', 'First publish');
    expect(await listed()).not.toContain('first-publish');
    const res = await api().post(action('publish', documentId)).set('Authorization', `Bearer ${editor}`);
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ changed: true });
    expect(res.body.data.publishedSettings).toMatchObject({ articleTitle: 'First publish', description: 'About First publish' });
    const doc = await stored(documentId);
    expect(withoutIds(doc.published)).toEqual(withoutIds(doc.draft));
    expect(withoutIds(doc.publishedSettings)).toEqual(withoutIds(doc.draftSettings));
    // Copies, not the draft's components: no component id is shared.
    const draftIds = new Set(componentIds([doc.draft, doc.draftSettings]));
    expect(componentIds([doc.published, doc.publishedSettings]).filter((id) => draftIds.has(id))).toEqual([]);
    expect(await listed()).toContain('first-publish');
    expect(await noticesSoFar()).toEqual([{ event: 'entry.publish', model: 'article', entry: { documentId, slug: 'first-publish', locale: 'en-US' } }]);
  });

  it('publishing twice is idempotent: the second publish writes nothing and tells nobody', async () => {
    const documentId = await createDraft('twice', 'Twice');
    expect((await api().post(action('publish', documentId)).set('Authorization', `Bearer ${editor}`)).status).toBe(200);
    await noticesSoFar();
    const first = await stored(documentId);
    const version = await readModelVersion(cms.strapi);
    const invalidate = vi.spyOn(cms.strapi.service('api::newsroom.newsroom') as unknown as { invalidate(): void }, 'invalidate');
    const again = await api().post(action('publish', documentId)).set('Authorization', `Bearer ${editor}`);
    expect(again.status).toBe(200);
    expect(again.body.meta).toMatchObject({ changed: false });
    const second = await stored(documentId);
    expect(second.updatedAt).toEqual(first.updatedAt);
    expect(second.published).toEqual(first.published);
    expect(second.publishedSettings).toEqual(first.publishedSettings);
    expect(await readModelVersion(cms.strapi)).toBe(version);
    expect(invalidate).not.toHaveBeenCalled();
    expect(await noticesSoFar()).toEqual([]);
  });

  it('unpublish clears the published pair and keeps the draft; the newsroom drops the article; unpublishing again changes nothing', async () => {
    const documentId = await createDraft('to-unpublish', 'To unpublish');
    expect((await api().post(action('publish', documentId)).set('Authorization', `Bearer ${editor}`)).status).toBe(200);
    expect(await listed()).toContain('to-unpublish');
    await noticesSoFar();
    const res = await api().post(action('unpublish', documentId)).set('Authorization', `Bearer ${editor}`);
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ changed: true });
    const doc = await stored(documentId);
    expect(doc.published).toEqual([]);
    expect(doc.publishedSettings).toBeNull();
    expect(withoutIds(doc.draft)).toMatchObject(draftBlocks('To unpublish'));
    expect(await listed()).not.toContain('to-unpublish');
    expect(await noticesSoFar()).toEqual([{ event: 'entry.unpublish', model: 'article', entry: { documentId, slug: 'to-unpublish', locale: 'en-US' } }]);
    const again = await api().post(action('unpublish', documentId)).set('Authorization', `Bearer ${editor}`);
    expect(again.body.meta).toMatchObject({ changed: false });
    expect(await noticesSoFar()).toEqual([]);
  });

  it('publishes a landing page the same way', async () => {
    const created = await api()
      .post(`${LANDING_CM}?locale=en-US`)
      .set('Authorization', `Bearer ${editor}`)
      .send({
        slug: 'spring-offer',
        title: 'Spring offer',
        draft: [{ __component: 'blocks.text', title: 'Save in spring' }],
        draftSettings: { seoTitle: 'Spring | Vendor' },
      });
    const documentId = created.body.data.documentId as string;
    expect((await api().get('/api/landing-pages/slug/spring-offer?locale=en-US')).status).toBe(404);
    expect(
      (
        await api()
          .post(action('publish', documentId, 'landing-page'))
          .set('Authorization', `Bearer ${superAdmin}`)
      ).status,
    ).toBe(200);
    const page = await api().get('/api/landing-pages/slug/spring-offer?locale=en-US');
    expect(page.status).toBe(200);
    expect(page.body.data.published).toEqual([expect.objectContaining({ __component: 'blocks.text', title: 'Save in spring' })]);
    expect(page.body.data.publishedSettings.seoTitle).toBe('Spring | Vendor');
  });
});

describe('a draft save', () => {
  it('of a published article tells the site nothing and leaves the newsroom version, caches and entry alone', async () => {
    const documentId = await createDraft('draft-save', 'Draft save');
    expect((await api().post(action('publish', documentId)).set('Authorization', `Bearer ${editor}`)).status).toBe(200);
    await noticesSoFar();
    const before = (await api().get(`/api/newsroom?category=${categories[0].key}`)).body;
    const version = await readModelVersion(cms.strapi);
    const invalidate = vi.spyOn(cms.strapi.service('api::newsroom.newsroom') as unknown as { invalidate(): void }, 'invalidate');
    // As the builder saves a draft: page fields as they were, a new draft pair.
    const saved = await api()
      .put(`${CM}/${documentId}?locale=en-US`)
      .set('Authorization', `Bearer ${editor}`)
      .send({
        slug: 'draft-save',
        draft: draftBlocks('Changed draft'),
        draftSettings: { articleTitle: 'Changed draft title', datePublished: '2024-01-01T00:00:00.000Z' },
        categories: { set: [{ documentId: categories[0].documentId }] },
      });
    expect(saved.status).toBe(200);
    expect(await readModelVersion(cms.strapi)).toBe(version);
    expect(invalidate).not.toHaveBeenCalled();
    expect((await api().get(`/api/newsroom?category=${categories[0].key}`)).body).toEqual(before);
    expect((await stored(documentId)).publishedSettings).toMatchObject({ articleTitle: 'Draft save' });
    expect(await noticesSoFar()).toEqual([]);
    // Publishing it is what makes the change public.
    expect((await api().post(action('publish', documentId)).set('Authorization', `Bearer ${editor}`)).status).toBe(200);
    const card = (
      (await api().get(`/api/newsroom?category=${categories[0].key}`)).body.data as Array<{ slug: string; publishedSettings: { articleTitle: string } }>
    ).find((d) => d.slug === 'draft-save');
    expect(card?.publishedSettings.articleTitle).toBe('Changed draft title');
  });

  it('that renames a published page or moves it to another category is public at once: the site hears of the old and the new slug', async () => {
    const documentId = await createDraft('old-name', 'Renamed');
    expect((await api().post(action('publish', documentId)).set('Authorization', `Bearer ${editor}`)).status).toBe(200);
    await noticesSoFar();
    const saved = await api()
      .put(`${CM}/${documentId}?locale=en-US`)
      .set('Authorization', `Bearer ${editor}`)
      .send({ slug: 'new-name', categories: { set: [{ documentId: categories[1].documentId }] } });
    expect(saved.status).toBe(200);
    expect(await listed()).not.toContain('old-name');
    const moved = (await api().get(`/api/newsroom?category=${categories[1].key}`)).body.data as Array<{ slug: string }>;
    expect(moved.map((d) => d.slug)).toContain('new-name');
    expect(await noticesSoFar()).toEqual([
      { event: 'entry.update', model: 'article', entry: { documentId, slug: 'new-name', locale: 'en-US' } },
      { event: 'entry.update', model: 'article', entry: { documentId, slug: 'old-name', locale: 'en-US' } },
    ]);
  });
});

describe('other public changes are told to the site', () => {
  it('deleting a published page is; deleting a draft-only page is not', async () => {
    const published = await createDraft('to-delete', 'To delete');
    expect((await api().post(action('publish', published)).set('Authorization', `Bearer ${editor}`)).status).toBe(200);
    const draftOnly = await createDraft('never-public', 'Never public');
    await noticesSoFar();
    for (const documentId of [published, draftOnly]) {
      expect((await api().delete(`${CM}/${documentId}?locale=en-US`).set('Authorization', `Bearer ${superAdmin}`)).status).toBe(200);
    }
    expect(await noticesSoFar()).toEqual([{ event: 'entry.delete', model: 'article', entry: { documentId: published, slug: 'to-delete', locale: 'en-US' } }]);
  });

  it('renaming a category is (its label shows on every page that links it)', async () => {
    await noticesSoFar();
    const category = categories[1];
    await cms.strapi.documents('api::category.category').update({ documentId: category.documentId, data: { label: 'Product news' } } as never);
    expect(await noticesSoFar()).toEqual([{ event: 'entry.update', model: 'category', entry: { documentId: category.documentId } }]);
    await cms.strapi.documents('api::category.category').update({ documentId: category.documentId, data: { label: 'Product Updates' } } as never);
  });
});

describe('nobody writes the published pair by hand', () => {
  it('a content-manager write that changes published or publishedSettings is refused with a 400 that says to publish', async () => {
    const documentId = await createDraft('by-hand', 'By hand');
    for (const token of [editor, superAdmin]) {
      const res = await api()
        .put(`${CM}/${documentId}?locale=en-US`)
        .set('Authorization', `Bearer ${token}`)
        .send({ published: draftBlocks('Hand-made'), publishedSettings: { articleTitle: 'Hand-made' } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('written only by Publish');
    }
    const created = await api()
      .post(`${CM}?locale=en-US`)
      .set('Authorization', `Bearer ${editor}`)
      .send({ slug: 'born-published', publishedSettings: { articleTitle: 'Born published' } });
    expect(created.status).toBe(400);
    expect((await stored(documentId)).publishedSettings).toBeNull();
  });

  it("Strapi's edit view saving the whole document back (published pair unchanged) saves the draft and leaves the published pair as Publish wrote it", async () => {
    const documentId = await createDraft('edit-view', 'Edit view');
    expect((await api().post(action('publish', documentId)).set('Authorization', `Bearer ${editor}`)).status).toBe(200);
    const published = await stored(documentId);
    const current = await api().get(`${CM}/${documentId}?locale=en-US`).set('Authorization', `Bearer ${superAdmin}`);
    const form = { ...current.body.data, draftSettings: { ...current.body.data.draftSettings, articleTitle: 'Edited in Strapi' } };
    const res = await api().put(`${CM}/${documentId}?locale=en-US`).set('Authorization', `Bearer ${superAdmin}`).send(form);
    expect(res.status).toBe(200);
    const after = await stored(documentId);
    expect((after.draftSettings as Row).articleTitle).toBe('Edited in Strapi');
    expect(after.published).toEqual(published.published);
    expect(after.publishedSettings).toEqual(published.publishedSettings);
  });
});

describe('who may publish', () => {
  it('an Author may save drafts but is refused publishing and unpublishing with a 403 that names the permission', async () => {
    const created = await api()
      .post(`${CM}?locale=en-US`)
      .set('Authorization', `Bearer ${author}`)
      .send({ slug: 'by-author', draft: draftBlocks('By an author'), draftSettings: { articleTitle: 'By an author' } });
    expect(created.status).toBe(201);
    const documentId = created.body.data.documentId as string;
    for (const mode of ['publish', 'unpublish'] as const) {
      const res = await api().post(action(mode, documentId)).set('Authorization', `Bearer ${author}`);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toContain('api::pages.publish');
      expect(res.body.error.message).toContain('Publish articles and landing pages');
    }
    expect((await stored(documentId)).publishedSettings).toBeNull();
  });

  it('without an admin JWT the action answers 401', async () => {
    const documentId = await createDraft('no-token', 'No token');
    expect((await api().post(action('publish', documentId))).status).toBe(401);
    expect((await api().post(action('publish', documentId)).set('Authorization', 'Bearer not-a-token')).status).toBe(401);
    expect((await stored(documentId)).publishedSettings).toBeNull();
  });

  it('answers 400 for a bad type or locale and 404 for an unknown document or a locale it has no version in', async () => {
    const documentId = await createDraft('addresses', 'Addresses');
    const bad = await api()
      .post(action('publish', documentId, 'page'))
      .set('Authorization', `Bearer ${editor}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('type must be "article" or "landing-page" (got "page")');
    const badLocale = await api().post(`/publishing/pages/article/${documentId}/publish?locale=*`).set('Authorization', `Bearer ${editor}`);
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.error.message).toContain('locale');
    const unknown = await api().post(action('publish', 'nosuchdocument0000000000')).set('Authorization', `Bearer ${editor}`);
    expect(unknown.status).toBe(404);
    expect(
      (
        await api()
          .post(action('publish', documentId, 'article', 'es-US'))
          .set('Authorization', `Bearer ${editor}`)
      ).status,
    ).toBe(404);
    expect(
      (
        await api()
          .post(action('publish', documentId, 'article', 'zz-ZZ'))
          .set('Authorization', `Bearer ${editor}`)
      ).status,
    ).toBe(404);
  });

  it('the builder can see the permission: api::pages.publish is listed for an Editor and a Super Admin, not for an Author', async () => {
    const actions = async (token: string) =>
      ((await api().get('/admin/users/me/permissions').set('Authorization', `Bearer ${token}`)).body.data as Array<{ action: string }>).map((p) => p.action);
    expect(await actions(editor)).toContain('api::pages.publish');
    expect(await actions(superAdmin)).toContain('api::pages.publish');
    expect(await actions(author)).not.toContain('api::pages.publish');
  });
});

/**
 * How often a write reads the article's rows: every query-engine read of the type (findOne, findMany,
 * whoever makes it, Strapi included), by phase: before Strapi's own write, during it, after it until
 * the commit, and after the commit (Strapi's change event). Strapi's own write and its event are
 * Strapi's business; the phases around them are the write pipeline's (cms/src/writes/).
 */
describe('one publish reads the page once', () => {
  const ARTICLE = 'api::article.article';
  type Phase = 'before' | 'write' | 'after' | 'committed';
  let reads: Record<Phase, number> | null = null;
  let phase: Phase = 'before';

  beforeAll(() => {
    // Registered last, so the innermost middleware: it wraps Strapi's own write and nothing else.
    cms.strapi.documents.use(async (context, next) => {
      if (!reads || context.uid !== ARTICLE || !['create', 'update', 'delete', 'clone'].includes(context.action)) return next();
      return cms.strapi.db.transaction(async ({ onCommit }) => {
        onCommit(() => {
          phase = 'committed';
        });
        phase = 'write';
        try {
          return await next();
        } finally {
          phase = 'after';
        }
      });
    });
    const count = () => {
      if (reads) reads[phase] += 1;
    };
    cms.strapi.db.lifecycles.subscribe({ models: [ARTICLE], beforeFindOne: count, beforeFindMany: count });
  });

  async function countReads(write: () => Promise<unknown>): Promise<Record<Phase, number>> {
    phase = 'before';
    reads = { before: 0, write: 0, after: 0, committed: 0 };
    try {
      await write();
      return reads;
    } finally {
      reads = null;
    }
  }
  const publish = (documentId: string) => api().post(action('publish', documentId)).set('Authorization', `Bearer ${editor}`).expect(200);

  it('a publish reads the article once before its write; after it, only the newsroom and the search index read what was stored, for their entries', async () => {
    const documentId = await createDraft('read-once', 'Read once');
    const reads = await countReads(() => publish(documentId));
    // Before: the action's one read (both pairs, the other locales' public fields, the creator for the
    // role's conditions), and Strapi's i18n plugin's look at the fields all locales share.
    expect(reads.before).toBe(2);
    // After: i18n's again, the newsroom's entries (newsroom/read-model.ts) and the search index's
    // (search/index-pages.ts), each derived from what is stored in the same transaction (published
    // settings and taxonomy; the search, the published blocks too); the publish version is made from the
    // action's reading, and the pipeline reads nothing back: a write of the published pair alone changes
    // nothing else it needs.
    expect(reads.after).toBe(3);
  });

  it('a publish that changes nothing reads it once and nothing else', async () => {
    const documentId = await createDraft('read-once-again', 'Read once again');
    await publish(documentId);
    expect(await countReads(() => publish(documentId))).toEqual({ before: 1, write: 0, after: 0, committed: 0 });
  });

  it('a draft save reads it once before its write and once after it (what Strapi stored), besides what the newsroom and the version history read', async () => {
    const documentId = await createDraft('read-draft', 'Read draft');
    const reads = await countReads(() =>
      cms.strapi.documents(ARTICLE).update({ documentId, locale: 'en-US', data: { draftSettings: { articleTitle: 'Read draft again' } } } as never),
    );
    expect(reads.before).toBe(2);
    expect(reads.after).toBe(4);
  });
});
