/**
 * Seeds a fresh PostgreSQL database through the real CMS, checks what the sample set promises, then
 * proves a second run changes nothing and --reset starts over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { startCms, type TestCms } from 'testing/cms';
import { BLOCK_TYPES, type NewsroomResponse, type SharedArticleSettings } from 'contract/blocks';
import { CATEGORIES, INDUSTRIES } from 'contract/taxonomy';
import { ARTICLE, LANDING_PAGE } from '../src/documents/content-types';
import { removeSampleContent, seed, type SeedReport } from '../src/seed';
import { SEEDED } from '../src/manifest';
import { waitForIdleDatabase } from '../src/boot';
import { IMAGE_FILES } from '../src/images/catalogue';

let cms: TestCms;
let strapi: Core.Strapi;
let first: SeedReport;
const logs: string[] = [];

type Row = Record<string, unknown>;
/** The settings component as stored (the generated shape; the media is the upload row). */
type Settings = Omit<SharedArticleSettings, 'mainImage'> & { mainImage: { name: string } | null };
interface ArticleRow {
  id: number;
  documentId: string;
  slug: string;
  locale: string;
  dateScheduled: string | null;
  publishedSettings: Settings | null;
  draftSettings: Settings | null;
  categories: Array<{ key: string }>;
  industries: Array<{ key: string }>;
}

async function articles(locale = 'en-US'): Promise<ArticleRow[]> {
  return (await strapi.db.query(ARTICLE).findMany({
    where: { locale },
    populate: { publishedSettings: { populate: { eventDates: true, mainImage: true } }, draftSettings: true, categories: true, industries: true },
  })) as ArticleRow[];
}

/** Every row of the tables the seed writes, with its updated_at where it has one. */
async function snapshot(): Promise<Record<string, Row[]>> {
  const knex = strapi.db.connection;
  const tables = [
    'articles',
    'landing_pages',
    'files',
    'components_shared_article_settings',
    'articles_cmps',
    'landing_pages_cmps',
    'articles_categories_lnk',
    'files_related_mph',
    'newsroom_entries',
  ];
  const out: Record<string, Row[]> = {};
  for (const table of tables) {
    const hasUpdatedAt = await knex.schema.hasColumn(table, 'updated_at');
    out[table] = await knex(table)
      .select(hasUpdatedAt ? ['id', 'updated_at'] : ['id'])
      .orderBy('id');
  }
  return out;
}

beforeAll(async () => {
  cms = await startCms('seeds');
  strapi = cms.strapi;
  first = await seed(strapi, { log: (m) => logs.push(m) });
});

afterAll(async () => {
  // Uploaded files live on disk (cms/public/uploads), not in the dropped database: remove them.
  if (strapi) await removeSampleContent(strapi);
  if (strapi) await waitForIdleDatabase(strapi);
  await cms?.stop();
});

describe('npm run seed on an empty database', () => {
  it('reports its progress and what it created', () => {
    expect(first.articles.created).toBe(SEEDED.articleSlugs.length);
    expect(first.articles.translated).toBe(Object.keys(SEEDED.translatedArticles).length);
    expect(first.landingPages.created).toBe(SEEDED.landingPageSlugs.length);
    expect(first.images.uploaded).toBe(IMAGE_FILES.length);
    expect(logs.some((l) => /articles/.test(l))).toBe(true);
    expect(logs.at(-1)).toMatch(/^Done:/);
  });

  it('creates at least 60 articles covering every category and industry, with images', async () => {
    const rows = await articles();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.map((r) => r.slug).sort()).toEqual([...SEEDED.articleSlugs].sort());
    const published = rows.filter((r) => r.publishedSettings);
    expect(new Set(published.flatMap((r) => r.categories.map((c) => c.key)))).toEqual(new Set(CATEGORIES.map((c) => c.key)));
    expect(new Set(published.flatMap((r) => r.industries.map((i) => i.key)))).toEqual(new Set(INDUSTRIES.map((i) => i.key)));
    expect(published.every((r) => r.publishedSettings!.mainImage && IMAGE_FILES.includes(r.publishedSettings!.mainImage.name as never))).toBe(true);
    const files = await strapi.db.query('plugin::upload.file').findMany({ where: { name: { $in: [...IMAGE_FILES] } } });
    expect(files).toHaveLength(IMAGE_FILES.length);
  });

  it('gives every article a uuid and keeps drafts apart from published versions', async () => {
    const rows = await articles();
    expect(rows.every((r) => /^[0-9a-f-]{36}$/.test(String((r as unknown as Row).uuid)))).toBe(true);
    const draftOnly = rows.filter((r) => !r.publishedSettings);
    expect(draftOnly.map((r) => r.slug).sort()).toEqual([...SEEDED.draftOnlyArticleSlugs].sort());
    expect(draftOnly.every((r) => r.draftSettings?.articleTitle)).toBe(true);
    const ahead = rows.filter((r) => r.publishedSettings && r.draftSettings!.articleTitle !== r.publishedSettings.articleTitle);
    expect(ahead.map((r) => r.slug).sort()).toEqual([...SEEDED.draftAheadArticleSlugs].sort());
  });

  it('has featured, scheduled, unpublished, redirected articles and customer stories', async () => {
    const rows = await articles();
    const now = Date.now();
    const s = (slug: string) => rows.find((r) => r.slug === slug)!;
    expect(rows.filter((r) => r.publishedSettings?.isFeatured).length).toBeGreaterThanOrEqual(3);
    expect(SEEDED.scheduledArticleSlugs.every((slug) => Date.parse(s(slug).dateScheduled!) > now)).toBe(true);
    expect(SEEDED.unpublishedArticleSlugs.every((slug) => Date.parse(s(slug).publishedSettings!.dateUnpublished!) < now)).toBe(true);
    expect(SEEDED.redirectArticleSlugs.every((slug) => /^https:\/\//.test(s(slug).publishedSettings!.redirectUrl!))).toBe(true);
    const stories = rows.filter((r) => r.publishedSettings && r.categories.some((c) => c.key === 'customer_stories'));
    expect(stories.length).toBeGreaterThanOrEqual(6);
    expect(stories.every((r) => r.publishedSettings!.profiledFirm && r.publishedSettings!.profiledFirmLocation)).toBe(true);
  });

  it('has at least 6 events with several dates, cancelled ones, past and upcoming, in several time zones', async () => {
    const events = (await articles()).filter((r) => r.publishedSettings?.layout === 'Event');
    expect(events.length).toBeGreaterThanOrEqual(6);
    const dates = events.flatMap((e) => e.publishedSettings!.eventDates);
    expect(events.every((e) => e.publishedSettings!.eventDates.length >= 2)).toBe(true);
    expect(dates.some((d) => d.cancelled)).toBe(true);
    expect(new Set(dates.map((d) => d.timeZone)).size).toBeGreaterThanOrEqual(4);
    const now = Date.now();
    const ends = events.map((e) => Date.parse(e.publishedSettings!.dateUnpublished!));
    expect(ends.some((t) => t < now)).toBe(true);
    expect(ends.some((t) => t > now)).toBe(true);
    for (const event of events) {
      expect(Date.parse(event.publishedSettings!.dateUnpublished!)).toBe(Math.max(...event.publishedSettings!.eventDates.map((d) => Date.parse(d.endDate!))));
    }
  });

  it('uses every block type in published content', async () => {
    const knex = strapi.db.connection;
    const used = new Set<string>();
    for (const [table, owner] of [
      ['articles_cmps', 'articles'],
      ['landing_pages_cmps', 'landing_pages'],
    ] as const) {
      const rows = (await knex(`${table} as c`)
        .join(`${owner} as o`, 'o.id', 'c.entity_id')
        .where('c.field', 'published')
        .distinct('c.component_type')) as Array<{ component_type: string }>;
      rows.forEach((r) => used.add(r.component_type));
    }
    expect([...used].sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('translates some articles and a landing page to es-US as localizations of the same documents', async () => {
    const english = await articles();
    const spanish = await articles('es-US');
    expect(spanish.map((r) => r.slug).sort()).toEqual(Object.values(SEEDED.translatedArticles).sort());
    for (const [en, es] of Object.entries(SEEDED.translatedArticles)) {
      const a = english.find((r) => r.slug === en)!;
      const b = spanish.find((r) => r.slug === es)!;
      expect(b.documentId).toBe(a.documentId);
      expect(b.publishedSettings?.articleTitle).not.toBe(a.publishedSettings?.articleTitle);
      expect(b.categories.map((c) => c.key)).toEqual(a.categories.map((c) => c.key));
    }
    const res = await request(strapi.server.httpServer).get(`/api/articles/slug/${Object.values(SEEDED.translatedArticles)[0]}?locale=es-US`);
    expect(res.status).toBe(200);
  });

  it('creates landing pages with SEO settings that the public route serves', async () => {
    const pages = (await strapi.db
      .query(LANDING_PAGE)
      .findMany({ where: { locale: 'en-US' }, populate: { publishedSettings: { populate: { seoImage: true } } } })) as Array<{
      slug: string;
      publishedSettings: { seoTitle: string; seoDescription: string; seoImage: unknown } | null;
    }>;
    expect(pages.map((p) => p.slug).sort()).toEqual([...SEEDED.landingPageSlugs].sort());
    const published = pages.filter((p) => p.publishedSettings);
    expect(published.length).toBeGreaterThanOrEqual(3);
    expect(published.every((p) => p.publishedSettings!.seoTitle && p.publishedSettings!.seoDescription && p.publishedSettings!.seoImage)).toBe(true);
    const res = await request(strapi.server.httpServer).get(`/api/landing-pages/slug/${SEEDED.publishedLandingPageSlugs[0]}`);
    expect(res.status).toBe(200);
    expect(res.body.data.published.length).toBeGreaterThan(3);
  });

  it('lists the upcoming events in ascending datePublished order on GET /api/newsroom?category=events', async () => {
    const res = await request(strapi.server.httpServer).get('/api/newsroom?category=events&pageSize=100');
    expect(res.status).toBe(200);
    const body = res.body as NewsroomResponse;
    const slugs = body.data.map((d) => d.slug);
    const expected = SEEDED.upcomingEventSlugs.filter((slug) => !SEEDED.featuredArticleSlugs.includes(slug));
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect([...slugs].sort()).toEqual([...expected].sort());
    const published = body.data.map((d) => Date.parse(d.publishedSettings.datePublished!));
    expect(published).toEqual([...published].sort((a, b) => a - b));
    expect(body.data.every((d) => d.publishedSettings.layout === 'Event' && Date.parse(d.publishedSettings.dateUnpublished!) >= Date.now())).toBe(true);
  });

  it('fills the newsroom grid and the featured hero, without drafts, scheduled or unpublished articles', async () => {
    const res = await request(strapi.server.httpServer).get('/api/newsroom?pageSize=100');
    expect(res.status).toBe(200);
    const slugs = (res.body as NewsroomResponse).data.map((d) => d.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(40);
    for (const hidden of [
      ...SEEDED.draftOnlyArticleSlugs,
      ...SEEDED.scheduledArticleSlugs,
      ...SEEDED.unpublishedArticleSlugs,
      ...SEEDED.featuredArticleSlugs,
    ]) {
      expect(slugs).not.toContain(hidden);
    }
    expect(slugs).toEqual(expect.arrayContaining([...SEEDED.expiringArticleSlugs]));
    const featured = await request(strapi.server.httpServer).get('/api/newsroom/featured');
    expect(featured.status).toBe(200);
    expect(featured.body.data).toHaveLength(2);
  });
});

describe('npm run seed again', () => {
  it('changes nothing: same rows, same updatedAt', async () => {
    const before = await snapshot();
    const again = await seed(strapi);
    expect(again.articles).toEqual({ created: 0, existing: SEEDED.articleSlugs.length, translated: 0 });
    expect(again.landingPages).toEqual({ created: 0, existing: SEEDED.landingPageSlugs.length, translated: 0 });
    expect(again.images.uploaded).toBe(0);
    expect(await snapshot()).toEqual(before);
  });
});

describe('npm run seed -- --reset', () => {
  it('deletes the sample content and seeds it again, leaving other content alone', async () => {
    const own = await strapi.documents(ARTICLE).create({ locale: 'en-US', data: { slug: 'an-editors-own-article' } as never });
    const beforeIds = (
      await strapi.db
        .connection('articles')
        .whereIn('slug', [...SEEDED.articleSlugs])
        .select('id')
    ).map((r: Row) => r.id);
    const report = await seed(strapi, { reset: true });
    expect(report.removed).toEqual({ articles: SEEDED.articleSlugs.length, landingPages: SEEDED.landingPageSlugs.length, images: IMAGE_FILES.length });
    expect(report.articles.created).toBe(SEEDED.articleSlugs.length);
    expect(report.images.uploaded).toBe(IMAGE_FILES.length);
    const after = await strapi.db
      .connection('articles')
      .whereIn('slug', [...SEEDED.articleSlugs])
      .select('id');
    expect(after.length).toBe(beforeIds.length);
    expect(after.some((r: Row) => beforeIds.includes(r.id))).toBe(false);
    expect(await strapi.db.query(ARTICLE).findOne({ where: { documentId: own.documentId } })).not.toBeNull();
    expect((await articles('es-US')).length).toBe(Object.keys(SEEDED.translatedArticles).length);
  });
});
