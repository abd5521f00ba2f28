import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestCms } from 'testing/cms';
import { startSharedCms } from './helpers/shared';
import { at, createArticle, DAY } from './fixtures/articles';
import { LIMIT, VISIBILITY } from './fixtures/visibility-table';
import { ENTRIES, readModelVersion } from '../src/newsroom/read-model';

let cms: TestCms;
const api = () => request(cms.strapi.server.httpServer);
const slugs = (body: { data: Array<{ slug: string }> }) => body.data.map((d) => d.slug);
const iso = (offset: number | null) => (offset === null ? null : at(LIMIT, offset));

beforeAll(async () => {
  cms = await startSharedCms({ NEWSROOM_DATE_LIMIT: LIMIT });
  const s = cms.strapi;
  for (const [i, row] of VISIBILITY.entries()) {
    await createArticle(s, {
      slug: `vis-${i}`,
      published: { datePublished: iso(row.published), dateUnpublished: iso(row.unpublished) },
      dateScheduled: iso(row.scheduled),
      categories: ['industry_perspectives'],
    });
  }
  await createArticle(s, { slug: 'draft-only', categories: ['industry_perspectives'] });
  // Featured: three visible (the two newest win), one scheduled in the future.
  for (const [slug, days] of [
    ['feat-old', -30],
    ['feat-mid', -20],
    ['feat-new', -10],
    ['feat-future', 5],
  ] as const) {
    await createArticle(s, { slug, published: { datePublished: at(LIMIT, days * DAY), isFeatured: true }, categories: ['company_news'] });
  }
  // Filters: categories x industries.
  await createArticle(s, { slug: 'news-bdlg', published: { datePublished: at(LIMIT, -5 * DAY) }, categories: ['company_news'], industries: ['BDLG'] });
  await createArticle(s, { slug: 'product-ent', published: { datePublished: at(LIMIT, -4 * DAY) }, categories: ['product_updates'], industries: ['ENT'] });
  await createArticle(s, {
    slug: 'product-bdlg-land',
    published: { datePublished: at(LIMIT, -3 * DAY) },
    categories: ['product_updates'],
    industries: ['BDLG', 'LAND'],
  });
  // Same publish date, different schedule: dateScheduled desc breaks the tie.
  await createArticle(s, {
    slug: 'tie-early',
    published: { datePublished: at(LIMIT, -2 * DAY) },
    dateScheduled: at(LIMIT, -2 * DAY),
    categories: ['customer_stories'],
  });
  await createArticle(s, {
    slug: 'tie-late',
    published: { datePublished: at(LIMIT, -2 * DAY) },
    dateScheduled: at(LIMIT, -1 * DAY),
    categories: ['customer_stories'],
  });
  // Events: the events view wants dateUnpublished on or after the limit, datePublished ascending.
  await createArticle(s, {
    slug: 'event-past',
    published: { datePublished: at(LIMIT, -40 * DAY), dateUnpublished: at(LIMIT, -1), layout: 'Event' },
    categories: ['tradeshows'],
  });
  await createArticle(s, {
    slug: 'event-far',
    published: { datePublished: at(LIMIT, -50 * DAY), dateUnpublished: at(LIMIT, 90 * DAY), layout: 'Event' },
    categories: ['marketing_webinars'],
    industries: ['ENT'],
  });
  await createArticle(s, {
    slug: 'event-soon',
    published: { datePublished: at(LIMIT, -20 * DAY), dateUnpublished: at(LIMIT, 3 * DAY), layout: 'Event' },
    categories: ['online_trainings'],
  });
  await createArticle(s, {
    slug: 'event-today',
    published: { datePublished: at(LIMIT, -10 * DAY), dateUnpublished: LIMIT, layout: 'Event' },
    categories: ['events'],
  });
  // Spanish content stays in its locale.
  await createArticle(s, { slug: 'noticia', locale: 'es-US', published: { datePublished: at(LIMIT, -1 * DAY) }, categories: ['company_news'] });
});
afterAll(async () => {
  await cms?.stop();
});

describe('GET /api/newsroom visibility (spec section 4 table)', () => {
  it.each(VISIBILITY.map((row, i) => ({ ...row, slug: `vis-${i}` })))('$name → listed: $grid', async ({ slug, grid }) => {
    const res = await api().get('/api/newsroom?category=industry_perspectives&pageSize=100');
    expect(res.status).toBe(200);
    expect(slugs(res.body).includes(slug)).toBe(grid);
  });

  it('never lists draft-only or featured articles', async () => {
    const res = await api().get('/api/newsroom?pageSize=100');
    expect(slugs(res.body)).not.toContain('draft-only');
    expect(slugs(res.body).filter((s) => s.startsWith('feat-'))).toEqual([]);
  });
});

describe('GET /api/newsroom order, filters and pagination', () => {
  it('sorts by datePublished desc, then dateScheduled desc', async () => {
    const res = await api().get('/api/newsroom?category=customer_stories,product_updates,company_news');
    expect(slugs(res.body)).toEqual(['tie-late', 'tie-early', 'product-bdlg-land', 'product-ent', 'news-bdlg']);
  });

  it('filters by industry keys (any of them)', async () => {
    const res = await api().get('/api/newsroom?industry=BDLG');
    expect(slugs(res.body)).toEqual(['product-bdlg-land', 'news-bdlg']);
    const both = await api().get('/api/newsroom?industry=LAND,ENT');
    expect(slugs(both.body)).toEqual(['product-bdlg-land', 'product-ent']);
  });

  it('combines category and industry filters', async () => {
    const res = await api().get('/api/newsroom?category=product_updates&industry=BDLG');
    expect(slugs(res.body)).toEqual(['product-bdlg-land']);
  });

  it('returns categories and industries as {label, key} in publishedSettings', async () => {
    const res = await api().get('/api/newsroom?category=product_updates&industry=LAND');
    const settings = res.body.data[0].publishedSettings;
    expect(settings.categories).toEqual([{ key: 'product_updates', label: 'Product Updates', name: 'Product Updates' }]);
    expect(settings.industries.map((i: { key: string }) => i.key)).toEqual(['BDLG', 'LAND']);
    expect(settings.articleTitle).toBe('Published product-bdlg-land');
    expect(JSON.stringify(res.body)).not.toContain('DRAFT-ONLY');
  });

  it("pages with the spec's meta", async () => {
    const all = await api().get('/api/newsroom?pageSize=100');
    const total = all.body.meta.pagination.total;
    expect(total).toBe(all.body.data.length);
    const page2 = await api().get('/api/newsroom?pageSize=3&page=2');
    expect(page2.body.meta.pagination).toEqual({ page: 2, pageSize: 3, total, last_page: Math.ceil(total / 3) });
    expect(slugs(page2.body)).toEqual(slugs(all.body).slice(3, 6));
    const beyond = await api().get('/api/newsroom?page=999');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
  });

  it('defaults to 14 per page', async () => {
    const res = await api().get('/api/newsroom');
    expect(res.body.meta.pagination.pageSize).toBe(14);
  });

  it('keeps locales apart', async () => {
    const es = await api().get('/api/newsroom?locale=es-US');
    expect(slugs(es.body)).toEqual(['noticia']);
    const en = await api().get('/api/newsroom?pageSize=100');
    expect(slugs(en.body)).not.toContain('noticia');
  });
});

describe('events view', () => {
  it('category=events alone lists current and upcoming events by datePublished ascending', async () => {
    const res = await api().get('/api/newsroom?category=events');
    expect(slugs(res.body)).toEqual(['event-far', 'event-soon', 'event-today']);
  });

  it('applies industry filters inside the events view', async () => {
    const res = await api().get('/api/newsroom?category=events&industry=ENT');
    expect(slugs(res.body)).toEqual(['event-far']);
  });

  it('events with another category uses the normal rules and implies the sub-categories', async () => {
    const res = await api().get('/api/newsroom?category=events,company_news');
    // event-far unpublishes beyond 14 days and event-past/event-today are over: only event-soon stays.
    expect(slugs(res.body)).toEqual(['news-bdlg', 'event-soon']);
  });
});

describe('GET /api/newsroom/featured', () => {
  it('returns the two most recent featured visible articles', async () => {
    const res = await api().get('/api/newsroom/featured');
    expect(res.status).toBe(200);
    expect(slugs(res.body)).toEqual(['feat-new', 'feat-mid']);
  });

  it('refuses grid parameters', async () => {
    const res = await api().get('/api/newsroom/featured?page=2');
    expect(res.status).toBe(400);
  });
});

describe('bad parameters get a 400 naming the problem', () => {
  it.each([
    ['/api/newsroom?page=-1', 'page must be a whole number'],
    ['/api/newsroom?page=abc', 'page must be a whole number'],
    ['/api/newsroom?category=unknown', 'category has unknown key(s): unknown'],
    ['/api/newsroom?industry=bdlg', 'industry has unknown key(s): bdlg'],
    ['/api/newsroom?foo=1', 'Unknown query parameter "foo"'],
    ['/api/newsroom?locale=de-DE', 'locale "de-DE" is not supported'],
    ['/api/newsroom?page=1&page=2', 'page must be given once'],
  ])('%s', async (url, message) => {
    const res = await api().get(url);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
  });

  it('clamps pageSize=10000 to 100', async () => {
    const res = await api().get('/api/newsroom?pageSize=10000');
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination.pageSize).toBe(100);
  });
});

describe('the read model follows edits at once', () => {
  it('an unpublished change disappears and a new article appears', async () => {
    const doc = await createArticle(cms.strapi, { slug: 'fresh', published: { datePublished: at(LIMIT, -1000) }, categories: ['success_and_learning'] });
    expect(slugs((await api().get('/api/newsroom?category=success_and_learning')).body)).toEqual(['fresh']);
    await cms.strapi
      .documents('api::article.article')
      .update({ documentId: doc.documentId, locale: 'en-US', data: { publishedSettings: null, published: [] } } as never);
    expect(slugs((await api().get('/api/newsroom?category=success_and_learning')).body)).toEqual([]);
    await cms.strapi.documents('api::article.article').delete({ documentId: doc.documentId, locale: 'en-US' } as never);
  });
});

describe('the read model commits with its article', () => {
  it('a read-model write that fails rolls the article write back; the version and the site hear nothing of it', async () => {
    const notices: Array<{ entry: { slug?: string } }> = [];
    const site = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        notices.push(JSON.parse(body));
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    process.env.WEB_REVALIDATE_URL = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate`;
    try {
      const doc = await createArticle(cms.strapi, {
        slug: 'all-or-nothing',
        published: { datePublished: at(LIMIT, -1000) },
        categories: ['success_and_learning'],
      });
      const knex = cms.strapi.db.connection;
      const version = await readModelVersion(cms.strapi);
      // The read model refuses this one entry, as a full disk or a lost connection would refuse any write.
      await knex.raw(`ALTER TABLE ${ENTRIES} ADD CONSTRAINT refuse_for_test CHECK (slug <> 'all-or-nothing-renamed')`);
      try {
        await expect(
          cms.strapi.documents('api::article.article').update({
            documentId: doc.documentId,
            locale: 'en-US',
            data: { slug: 'all-or-nothing-renamed', publishedSettings: { articleTitle: 'Renamed', datePublished: at(LIMIT, -1000) } },
          } as never),
        ).rejects.toThrow();
      } finally {
        await knex.raw(`ALTER TABLE ${ENTRIES} DROP CONSTRAINT refuse_for_test`);
      }
      const stored = (await cms.strapi.db
        .query('api::article.article')
        .findOne({ where: { documentId: doc.documentId }, populate: { publishedSettings: true } })) as {
        slug: string;
        publishedSettings: { articleTitle: string };
      };
      expect(stored.slug).toBe('all-or-nothing');
      expect(stored.publishedSettings.articleTitle).toBe('Published all-or-nothing');
      expect(await readModelVersion(cms.strapi)).toBe(version);
      const listed = await api().get('/api/newsroom?category=success_and_learning');
      expect(listed.body.data.map((d: { slug: string; publishedSettings: { articleTitle: string } }) => [d.slug, d.publishedSettings.articleTitle])).toEqual([
        ['all-or-nothing', 'Published all-or-nothing'],
      ]);
      // The delete's notice comes after any notice the failed write could have sent.
      await cms.strapi.documents('api::article.article').delete({ documentId: doc.documentId, locale: 'en-US' } as never);
      await expect.poll(() => notices.length).toBe(2);
      expect(notices.map((n) => n.entry.slug)).toEqual(['all-or-nothing', 'all-or-nothing']);
    } finally {
      delete process.env.WEB_REVALIDATE_URL;
      site.close();
    }
  });
});
