/** seed:bench on a fresh PostgreSQL database: what it writes is what Strapi and the newsroom read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { startCms, type TestCms } from 'testing/cms';
import type { NewsroomResponse } from 'contract/blocks';
import { BenchRefused, seedBench, type BenchReport } from '../src/bench/bench';
import { BENCH_SLUG_PREFIX } from '../src/bench/generate';
import { waitForIdleDatabase } from '../src/boot';

let cms: TestCms;
let strapi: Core.Strapi;
let report: BenchReport;
const COUNT = 500;

beforeAll(async () => {
  cms = await startCms('seedsbench');
  strapi = cms.strapi;
  report = await seedBench(strapi, { count: COUNT, images: false, now: new Date() });
});

afterAll(async () => {
  if (strapi) await waitForIdleDatabase(strapi);
  await cms?.stop();
});

const count = async (table: string): Promise<number> => Number(((await strapi.db.connection(table).count({ n: '*' }).first()) as { n: string }).n);

describe('npm run seed:bench -- --count 500', () => {
  it('inserts the articles with their settings, links and read-model entries', async () => {
    expect(report.inserted).toBe(COUNT);
    expect(await count('articles')).toBe(COUNT);
    expect(await count('components_shared_article_settings')).toBe(COUNT);
    expect(await count('articles_categories_lnk')).toBeGreaterThanOrEqual(COUNT);
    expect(await count('articles_industries_lnk')).toBeGreaterThanOrEqual(COUNT);
    expect(report.readModelEntries).toBe(COUNT);
    expect(await count('newsroom_entries')).toBe(COUNT);
    // Each article's body is a Text block, and the CMS's own indexing made every article searchable.
    expect(await count('components_blocks_text')).toBe(COUNT);
    expect(report.searchEntries).toBe(COUNT);
    expect(await count('search_entries')).toBe(COUNT);
  });

  it('mixes featured articles and events with several dates', () => {
    expect(report.featured).toBeGreaterThan(0);
    expect(report.events).toBeGreaterThan(0);
    expect(report.featured + report.events).toBeLessThan(COUNT / 4);
  });

  it('writes rows Strapi reads back as ordinary articles', async () => {
    const article = (await strapi.db.query('api::article.article').findOne({
      where: { slug: `${BENCH_SLUG_PREFIX}0000000` },
      populate: { publishedSettings: { populate: { eventDates: true } }, categories: true, industries: true },
    })) as {
      uuid: string;
      locale: string;
      publishedSettings: { articleTitle: string; datePublished: string } | null;
      categories: unknown[];
      industries: unknown[];
    } | null;
    expect(article).not.toBeNull();
    expect(article!.locale).toBe('en-US');
    expect(article!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(article!.publishedSettings?.articleTitle).toBeTruthy();
    expect(Number.isNaN(Date.parse(article!.publishedSettings!.datePublished))).toBe(false);
    expect(article!.categories.length).toBeGreaterThan(0);
    expect(article!.industries.length).toBeGreaterThan(0);
    const event = (await strapi.db.query('api::article.article').findMany({
      where: { publishedSettings: { layout: 'Event' } },
      populate: { publishedSettings: { populate: { eventDates: true } } },
      limit: 5,
    })) as Array<{ publishedSettings: { eventDates: Array<{ startDate: string; timeZone: string }>; dateUnpublished: string } }>;
    expect(event.length).toBeGreaterThan(0);
    expect(event.every((e) => e.publishedSettings.eventDates.length >= 1 && e.publishedSettings.dateUnpublished)).toBe(true);
  });

  it('lets a new article through the document service afterwards (id sequences moved on)', async () => {
    const created = await strapi.documents('api::article.article').create({ locale: 'en-US', data: { slug: 'after-the-bench' } as never });
    expect(created.id).toBeGreaterThan(COUNT);
    await strapi.documents('api::article.article').delete({ documentId: created.documentId, locale: '*' });
  });

  it('serves the newsroom from the bench data', async () => {
    const res = await request(strapi.server.httpServer).get('/api/newsroom');
    expect(res.status).toBe(200);
    const body = res.body as NewsroomResponse;
    expect(body.meta.pagination.total).toBeGreaterThan(COUNT / 2);
    expect(body.data).toHaveLength(14);
  });

  it('serves the site search from the bench text', async () => {
    const res = await request(strapi.server.httpServer).get('/api/search').query({ q: 'design' });
    expect(res.status).toBe(200);
    const body = res.body as { data: unknown[]; meta: { pagination: { total: number } } };
    // The most common word of the bench's vocabulary is on most pages.
    expect(body.meta.pagination.total).toBeGreaterThan(COUNT / 2);
    expect(body.data).toHaveLength(14);
  });

  it('replaces its own earlier articles on a second run', async () => {
    const again = await seedBench(strapi, { count: 200, images: false });
    expect(again.removed).toBe(COUNT);
    expect(await count('articles')).toBe(200);
    expect(await count('components_shared_article_settings')).toBe(200);
    expect(await count('components_blocks_text')).toBe(200);
    expect(await count('search_entries')).toBe(200);
    expect(await count('newsroom_entries')).toBe(200);
  });

  it('refuses a database with other articles unless forced', async () => {
    await strapi.documents('api::article.article').create({ locale: 'en-US', data: { slug: 'a-real-article' } as never });
    await expect(seedBench(strapi, { count: 10, images: false })).rejects.toThrow(BenchRefused);
    expect(await count('articles')).toBe(201);
    const forced = await seedBench(strapi, { count: 10, images: false, force: true });
    expect(forced.inserted).toBe(10);
    expect(await count('articles')).toBe(11);
  });
});
