import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import request from 'supertest';
import type { TestCms } from 'testing/cms';
import { startSharedCms } from './helpers/shared';
import { adminToken } from './helpers/admin';
import { at, createArticle, DAY } from './fixtures/articles';

const LIMIT = '2026-03-01T00:00:00.000Z';
let cms: TestCms;
let articleId: string;
const api = () => request(cms.strapi.server.httpServer);

beforeAll(async () => {
  cms = await startSharedCms({
    NEWSROOM_DATE_LIMIT: LIMIT,
    PREVIEW_SECRET: 'preview-secret-for-tests',
  });
  articleId = (
    await createArticle(cms.strapi, {
      slug: 'launch',
      published: { datePublished: at(LIMIT, -DAY), pageTitle: 'Launch', description: 'Public description' },
      draftSettings: { datePublished: at(LIMIT, -DAY), pageTitle: 'SECRET-DRAFT-TITLE' },
      blocks: [
        { __component: 'blocks.hero-image-left', title: 'Hero', buttonLink: 'https://example.com', buttonText: 'Go' },
        { __component: 'article.text', content: '<p>Public body</p>' },
      ],
      draft: [{ __component: 'article.text', content: '<p>SECRET-DRAFT-BODY</p>' }],
      categories: ['product_updates'],
      industries: ['LAND'],
    })
  ).documentId;
  await createArticle(cms.strapi, { slug: 'tomorrow', published: { datePublished: at(LIMIT, DAY) } });
  await createArticle(cms.strapi, { slug: 'never-published' });
  await cms.strapi.documents('api::landing-page.landing-page').create({
    locale: 'en-US',
    data: {
      slug: 'spring-offer',
      title: 'Spring offer',
      draft: [{ __component: 'blocks.buy-simple', title: 'SECRET-DRAFT-OFFER' }],
      draftSettings: { seoTitle: 'SECRET-DRAFT-SEO' },
      published: [{ __component: 'blocks.buy-simple', title: 'Buy now', buttonLink: '/store', buttonText: 'Buy' }],
      publishedSettings: { seoTitle: 'Spring offer | Vendor', seoDescription: 'Save in spring' },
    },
  } as never);
});
afterAll(async () => {
  await cms?.stop();
});

describe('GET /api/articles/slug/:slug', () => {
  it('returns the published blocks and settings only, component ids stripped', async () => {
    const res = await api().get('/api/articles/slug/launch');
    expect(res.status).toBe(200);
    expect(res.body.data.publishedSettings).toMatchObject({
      pageTitle: 'Launch',
      description: 'Public description',
      categories: [{ key: 'product_updates', label: 'Product Updates' }],
    });
    expect(res.body.data.published).toEqual([
      expect.objectContaining({ __component: 'blocks.hero-image-left', title: 'Hero', darkMode: false, surface: 'neutral' }),
      { __component: 'article.text', content: '<p>Public body</p>' },
    ]);
    expect(res.body.data.published[0]).not.toHaveProperty('id');
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('SECRET-DRAFT');
    expect(res.body.data).not.toHaveProperty('draft');
    expect(res.body.data).not.toHaveProperty('draftSettings');
  });

  it.each(['tomorrow', 'never-published', 'missing'])('404 for %s', async (slug) => {
    const res = await api().get(`/api/articles/slug/${slug}`);
    expect(res.status).toBe(404);
  });

  it.each(['status=draft', 'populate=draft', 'populate[draft]=true', 'fields=draft'])('refuses ?%s with a 400', async (query) => {
    const res = await api().get(`/api/articles/slug/launch?${query}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toContain('SECRET-DRAFT');
  });

  it('refuses a malformed slug with a 400', async () => {
    const res = await api().get('/api/articles/slug/Not%20A%20Slug');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('is not a valid slug');
  });
});

describe('GET /api/landing-pages/id/:documentId', () => {
  it('says where a published landing page is (slug and locale) and nothing else; 404 for a draft-only page or another locale; 400 names a bad id or parameter', async () => {
    const pages = cms.strapi.documents('api::landing-page.landing-page');
    const spring = (await pages.findFirst({ filters: { slug: 'spring-offer' }, locale: 'en-US' } as never)) as { documentId: string };
    const res = await api().get(`/api/landing-pages/id/${spring.documentId}?locale=en-US`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ data: { slug: 'spring-offer', locale: 'en-US' } });
    expect((await api().get(`/api/landing-pages/id/${spring.documentId}`)).body.data.slug).toBe('spring-offer');
    expect((await api().get(`/api/landing-pages/id/${spring.documentId}?locale=es-US`)).status).toBe(404);
    const draftOnly = (await pages.create({ locale: 'en-US', data: { slug: 'draft-only-offer', title: 'Draft', draft: [] } } as never)) as {
      documentId: string;
    };
    onTestFinished(async () => {
      await pages.delete({ documentId: draftOnly.documentId, locale: '*' } as never);
    });
    const hidden = await api().get(`/api/landing-pages/id/${draftOnly.documentId}?locale=en-US`);
    expect(hidden.status).toBe(404);
    expect(JSON.stringify(hidden.body)).not.toContain('draft-only-offer');
    const bad = await api().get('/api/landing-pages/id/not-an-id!?locale=en-US');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('is not a document id');
    expect((await api().get(`/api/landing-pages/id/${spring.documentId}?status=draft`)).body.error.message).toBe(
      'Unknown query parameter "status": only "locale" is accepted',
    );
    expect((await api().get(`/api/landing-pages/id/${spring.documentId}?locale=fr-FR`)).status).toBe(400);
  });
});

describe('GET /api/landing-pages/slug/:slug', () => {
  it('returns the published blocks and SEO settings only', async () => {
    const res = await api().get('/api/landing-pages/slug/spring-offer?locale=en-US');
    expect(res.status).toBe(200);
    expect(res.body.data.publishedSettings).toEqual({ seoTitle: 'Spring offer | Vendor', seoDescription: 'Save in spring', seoImage: null });
    expect(res.body.data.published[0]).toMatchObject({ __component: 'blocks.buy-simple', title: 'Buy now' });
    expect(JSON.stringify(res.body)).not.toContain('SECRET-DRAFT');
  });

  it('404 in a locale it does not exist in', async () => {
    expect((await api().get('/api/landing-pages/slug/spring-offer?locale=es-US')).status).toBe(404);
  });

  it('answers a logo strip with its logos, their images, alt texts and links (the populate follows the schemas)', async () => {
    const token = await adminToken(cms);
    const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const upload = await api()
      .post('/upload')
      .set('authorization', `Bearer ${token}`)
      .attach('files', pixel, 'acme-logo.png')
      .field('fileInfo', JSON.stringify({ name: 'acme-logo.png' }));
    expect(upload.status).toBe(201);
    const logos = [{ image: upload.body[0].id, alt: 'Acme Inc.', url: 'https://acme.example', name: 'Acme' }];
    const page = (await cms.strapi.documents('api::landing-page.landing-page').create({
      locale: 'en-US',
      data: {
        slug: 'customers',
        title: 'Customers',
        published: [{ __component: 'blocks.logo-strip', title: 'Trusted by', logos }],
        publishedSettings: { seoTitle: 'Customers' },
      },
    } as never)) as { documentId: string };
    onTestFinished(async () => {
      await cms.strapi.documents('api::landing-page.landing-page').delete({ documentId: page.documentId, locale: '*' } as never);
    });
    const res = await api().get('/api/landing-pages/slug/customers?locale=en-US');
    expect(res.status).toBe(200);
    expect(res.body.data.published[0]).toMatchObject({
      __component: 'blocks.logo-strip',
      title: 'Trusted by',
      grayscale: true,
      logos: [
        {
          alt: 'Acme Inc.',
          url: 'https://acme.example',
          name: 'Acme',
          image: { url: expect.stringMatching(/^\/uploads\/acme_logo.*\.png$/), width: 1, height: 1 },
        },
      ],
    });
  });
});

describe('drafts never leave through the generic routes', () => {
  it.each([
    '/api/articles',
    '/api/articles?status=draft',
    '/api/articles?populate=*',
    '/api/articles?populate[draft]=true&status=draft',
    '/api/landing-pages',
    '/api/landing-pages?status=draft&populate=*',
  ])('GET %s → 403', async (url) => {
    const res = await api().get(url);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('SECRET-DRAFT');
  });

  it('GET /api/articles/:documentId → 403', async () => {
    const res = await api().get(`/api/articles/${articleId}?status=draft&populate=*`);
    expect(res.status).toBe(403);
  });

  it('writes are refused for the public', async () => {
    expect(
      (
        await api()
          .post('/api/articles')
          .send({ data: { slug: 'x' } })
      ).status,
    ).toBe(403);
    expect(
      (
        await api()
          .put(`/api/articles/${articleId}`)
          .send({ data: { slug: 'x' } })
      ).status,
    ).toBe(403);
    expect((await api().delete(`/api/articles/${articleId}`)).status).toBe(403);
  });

  it('the newsroom never carries draft fields', async () => {
    const res = await api().get('/api/newsroom?pageSize=100');
    expect(JSON.stringify(res.body)).not.toContain('SECRET-DRAFT');
  });

  it('the taxonomy is public', async () => {
    const res = await api().get('/api/categories?pagination[pageSize]=50');
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { key: string }) => c.key)).toContain('marketing_webinars');
    const industries = await api().get('/api/industries');
    expect(industries.body.data.map((c: { key: string }) => c.key).sort()).toEqual(['BDLG', 'ENT', 'INT', 'LAND']);
  });
});

describe('draft preview (PREVIEW_SECRET)', () => {
  it('refuses a wrong or missing secret', async () => {
    expect((await api().get('/api/preview/article/launch')).status).toBe(401);
    expect((await api().get('/api/preview/article/launch').set('x-preview-secret', 'nope')).status).toBe(401);
    // Not in the query: a URL (and an access log) never holds the secret.
    expect((await api().get('/api/preview/article/launch?secret=preview-secret-for-tests')).status).toBe(401);
  });

  it('renders draft + draftSettings in the public shape', async () => {
    const res = await api().get('/api/preview/article/never-published').set('x-preview-secret', 'preview-secret-for-tests');
    expect(res.status).toBe(200);
    expect(res.body.data.published).toEqual([{ __component: 'article.text', content: '<p>DRAFT-ONLY text of never-published</p>' }]);
    const launch = await api().get('/api/preview/article/launch').set('x-preview-secret', 'preview-secret-for-tests');
    expect(launch.body.data.publishedSettings.pageTitle).toBe('SECRET-DRAFT-TITLE');
    const page = await api().get('/api/preview/landing-page/spring-offer').set('x-preview-secret', 'preview-secret-for-tests');
    expect(page.body.data.published[0].title).toBe('SECRET-DRAFT-OFFER');
  });
});

describe('sanitising on write', () => {
  it('sanitises HTML fields in blocks at any depth', async () => {
    const { documentId } = await createArticle(cms.strapi, {
      slug: 'dirty',
      published: { datePublished: at(LIMIT, -DAY) },
      blocks: [
        { __component: 'article.text', content: '<p onclick="steal()">Hi<script>alert(1)</script></p>' },
        { __component: 'blocks.raw-html', html: '<div><img src="x" onerror="boom()"><a href="javascript:alert(1)">x</a></div>' },
        { __component: 'blocks.faq-collapse', title: 'FAQ', items: [{ question: 'Q?', answer: '<b>A</b><iframe src="https://evil.example"></iframe>' }] },
      ],
    });
    const doc = (await cms.strapi.documents('api::article.article').findOne({
      documentId,
      locale: 'en-US',
      populate: { published: { on: { 'article.text': true, 'blocks.raw-html': true, 'blocks.faq-collapse': { populate: { items: true } } } } },
    } as never)) as unknown as { published: Array<Record<string, unknown>> };
    expect(doc.published[0].content).toBe('<p>Hi</p>');
    expect(doc.published[1].html).toBe('<div><img src="x" /><a>x</a></div>');
    expect((doc.published[2].items as Array<{ answer: string }>)[0].answer).toBe('<b>A</b><iframe></iframe>');
  });

  it('refuses a dangerous URL through the content-manager API with a 400 naming the field', async () => {
    const token = await adminToken(cms);
    const res = await api()
      .put(`/content-manager/collection-types/api::article.article/${articleId}?locale=en-US`)
      .set('Authorization', `Bearer ${token}`)
      .send({ slug: 'launch', draft: [{ __component: 'blocks.buy-simple', title: 'Buy', buttonLink: 'javascript:alert(document.cookie)' }] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('draft[0].buttonLink: the URL protocol "javascript:" is not allowed');
  });

  it.each([
    ['draftSettings.redirectUrl', { draftSettings: { redirectUrl: 'data:text/html,<script>x</script>' } }, 'data:'],
    ['draft[0].ctaUrl', { draft: [{ __component: 'blocks.article-cta', ctaUrl: 'vbscript:msgbox' }] }, 'vbscript:'],
    [
      'draft[0].buttons[0].url',
      { draft: [{ __component: 'event.cta', title: 'x', buttons: [{ label: 'Go', url: ' JaVa\tScRiPt:alert(1)' }] }] },
      'javascript:',
    ],
    [
      'draft[0].logos[1].url',
      {
        draft: [
          {
            __component: 'blocks.logo-strip',
            logos: [
              { alt: 'A', url: '/ok' },
              { alt: 'B', url: 'javascript:alert(1)' },
            ],
          },
        ],
      },
      'javascript:',
    ],
  ])('refuses %s', async (field, data, protocol) => {
    await expect(cms.strapi.documents('api::article.article').update({ documentId: articleId, locale: 'en-US', data } as never)).rejects.toThrow(
      `${field}: the URL protocol "${protocol}" is not allowed`,
    );
  });

  it('refuses what the site would not render: webcal: and protocol-relative links, with the field named', async () => {
    const token = await adminToken(cms);
    const put = (draft: unknown[]) =>
      api()
        .put(`/content-manager/collection-types/api::article.article/${articleId}?locale=en-US`)
        .set('Authorization', `Bearer ${token}`)
        .send({ slug: 'launch', draft });
    const webcal = await put([{ __component: 'blocks.buy-simple', title: 'Buy', buttonLink: 'webcal://calendar.example/feed.ics' }]);
    expect(webcal.status).toBe(400);
    expect(webcal.body.error.message).toBe('draft[0].buttonLink: the URL protocol "webcal:" is not allowed');
    const relative = await put([{ __component: 'event.cta', title: 'x', buttons: [{ label: 'Go', url: '//evil.example/x' }] }]);
    expect(relative.status).toBe(400);
    expect(relative.body.error.message).toBe('draft[0].buttons[0].url: a URL starting with "//" has no protocol: write it with https://');
  });

  it('creates admin-side articles with a generated uuid', async () => {
    const token = await adminToken(cms);
    const res = await api()
      .post('/content-manager/collection-types/api::article.article?locale=en-US')
      .set('Authorization', `Bearer ${token}`)
      .send({ slug: 'from-admin', draft: [{ __component: 'article.text', content: '<p>x</p>' }] });
    expect(res.status).toBe(201);
    expect(res.body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('uuids', () => {
  it('a translation created by an update gets its own uuid', async () => {
    await cms.strapi.documents('api::article.article').update({ documentId: articleId, locale: 'es-US', data: { slug: 'lanzamiento' } } as never);
    const rows = (await cms.strapi.db.query('api::article.article').findMany({ where: { documentId: articleId }, select: ['uuid', 'locale'] })) as Array<{
      uuid: string;
      locale: string;
    }>;
    expect(rows.map((r) => r.locale).sort()).toEqual(['en-US', 'es-US']);
    for (const row of rows) expect(row.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(rows.map((r) => r.uuid)).size).toBe(2);
  });
});

describe('GET /api/sitemap', () => {
  it('lists visible articles and published landing pages only', async () => {
    const res = await api().get('/api/sitemap');
    expect(res.status).toBe(200);
    const slugs = res.body.data.articles.map((a: { slug: string }) => a.slug);
    expect(slugs).toContain('launch');
    expect(slugs).not.toContain('tomorrow');
    expect(slugs).not.toContain('never-published');
    expect(res.body.data.landingPages).toEqual([expect.objectContaining({ slug: 'spring-offer', locale: 'en-US', documentId: expect.any(String) })]);
    // The documentId translations share (the site's hreflang alternates).
    expect(res.body.data.articles.every((a: { documentId: unknown }) => typeof a.documentId === 'string' && a.documentId.length > 0)).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('SECRET-DRAFT');
  });
});

describe('admin roles', () => {
  it('Editor and Author content permissions cover en-US and es-US', async () => {
    const permissions = (await cms.strapi.db.query('admin::permission').findMany({
      where: { subject: 'api::article.article', action: 'plugin::content-manager.explorer.read', role: { code: { $in: ['strapi-editor', 'strapi-author'] } } },
    })) as Array<{ properties: { locales?: string[] } }>;
    expect(permissions).toHaveLength(2);
    for (const p of permissions) expect(p.properties.locales).toEqual(['en-US', 'es-US']);
  });
});
