/**
 * The newsroom's maintained counts against a naive count (newsroom-counts*.test.ts, on PostgreSQL and
 * on SQLite): after every kind of write, at limits on both sides of the watermark and at every date
 * boundary of the articles, each query's total, last_page and page equal what the spec's rules
 * (rules.ts isInGrid / isInEventsView) give over the stored entries and their keys, and the counts
 * table equals a count of the entries at the watermark. The repair rebuilds counts tampered with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from 'testing/cms';
import { at, createArticle, DAY } from '../fixtures/articles';
import { LIMIT } from '../fixtures/visibility-table';
import { parseNewsroomQuery, type NewsroomQuery } from '../../src/newsroom/params';
import { UNPUBLISH_WINDOW_MS } from '../../src/newsroom/rules';
import { naiveSlugs, type Row, type Stored } from './newsroom-naive';
import { countsAt, dayCountsAt, repairCounts } from '../../src/newsroom/counts';
import { advanceCounts, currentWatermark, stopWatermarkClock, WATERMARK_LAG_MS } from '../../src/newsroom/watermark';
import { COUNTS, DAY_COUNTS, ENTRIES, KEYS } from '../../src/newsroom/tables';
import { setPublication } from '../../src/publishing/publish';
import type { createNewsroomQueries } from '../../src/newsroom/query';

const ARTICLE = 'api::article.article';
const L = Date.parse(LIMIT);
const H = 60 * 60 * 1000;

/** The filters every check runs (page size 3, so that paging is exercised with few articles). */
const FILTERS: Array<Record<string, string>> = [
  {},
  { category: 'company_news' },
  { category: 'product_updates,company_news' },
  { industry: 'BDLG' },
  { category: 'company_news', industry: 'BDLG' },
  { category: 'tradeshows' },
  { category: 'product_updates,company_news', industry: 'BDLG' },
  { category: 'events' },
  { category: 'events', industry: 'ENT' },
  { category: 'events,company_news' },
  { locale: 'es-US' },
];

/** Limits around the fixed LIMIT, before and after it, near and far. */
const LIMITS = [-400 * DAY, -30 * DAY, -DAY, -WATERMARK_LAG_MS, 0, 2 * H, 3 * H, 3 * DAY, 13 * DAY, 15 * DAY, 100 * DAY, 400 * DAY].map((d) => L + d);

export function countsScenario(name: string, start: () => Promise<TestCms>): void {
  let cms: TestCms;
  const queries = () => cms.strapi.service('api::newsroom.newsroom') as unknown as ReturnType<typeof createNewsroomQueries>;
  const knex = () => cms.strapi.db.connection;
  const postgres = () => cms.strapi.db.dialect.client === 'postgres';

  async function ids(uid: 'api::category.category' | 'api::industry.industry', keys: string[]) {
    const rows = (await cms.strapi.db.query(uid).findMany({ where: { key: { $in: keys } } })) as Array<{ documentId: string }>;
    return rows.map((r) => r.documentId);
  }

  async function update(documentId: string, data: Row, locale = 'en-US') {
    await cms.strapi.documents(ARTICLE).update({ documentId, locale, data } as never);
  }

  const stored = async (): Promise<Stored> => ({
    entries: (await knex()(ENTRIES).select('id', 'slug', 'locale', 'is_featured', 'date_published', 'date_scheduled', 'date_unpublished')) as Row[],
    keys: (await knex()(KEYS).select('entry_id', 'kind', 'key')) as Row[],
  });
  const naive = (rows: Stored, q: NewsroomQuery, limit: number) => naiveSlugs(rows, q, limit, postgres() ? 'first' : 'last');

  async function expectCountsEqualEntries(): Promise<void> {
    const watermark = await currentWatermark(knex());
    const key = (r: Row) => `${r.locale}|${r.view}|${Number(r.cat_mask)}|${Number(r.ind_mask)}|${Number(r.n)}`;
    const held = ((await knex()(COUNTS).select('*')) as Row[])
      .filter((r) => Number(r.n) !== 0)
      .map(key)
      .sort();
    expect(held).toEqual((await countsAt(knex(), watermark)).map(key).sort());
    // The day counts that deep pages skip with (prepared.ts), likewise.
    const dayKey = (r: Row) => `${r.locale}|${Number(r.key)}|${Number(r.day)}|${Number(r.n)}`;
    const days = ((await knex()(DAY_COUNTS).select('*')) as Row[])
      .filter((r) => Number(r.n) !== 0)
      .map(dayKey)
      .sort();
    expect(days).toEqual((await dayCountsAt(knex(), watermark)).map((d) => dayKey(d as unknown as Row)).sort());
  }

  /** Every filter at every limit (and every page): the service's answer equals the naive one. */
  async function expectExact(limits: number[] = LIMITS, filters = FILTERS): Promise<void> {
    await expectCountsEqualEntries();
    const snapshot = await stored();
    for (const limit of limits) {
      for (const filter of filters) {
        const base = parseNewsroomQuery({ ...filter, pageSize: '3' });
        const expected = naive(snapshot, base, limit);
        const lastPage = Math.max(1, Math.ceil(expected.length / 3));
        for (let page = 1; page <= lastPage + 1; page++) {
          const body = JSON.parse((await queries().list({ ...base, page }, { at: limit, key: String(limit) })).json) as {
            data: Array<{ slug: string }>;
            meta: { pagination: Row };
          };
          const where = `${JSON.stringify(filter)} at ${new Date(limit).toISOString()} page ${page}`;
          expect(body.meta.pagination, where).toEqual({ page, pageSize: 3, total: expected.length, last_page: lastPage });
          expect(
            body.data.map((d) => d.slug),
            where,
          ).toEqual(expected.slice((page - 1) * 3, page * 3));
        }
      }
    }
  }

  /** The limits at which some stored entry comes into or leaves a view, and 1 ms either side. */
  async function boundaries(): Promise<number[]> {
    const rows = (await knex()(ENTRIES).select('date_published', 'date_scheduled', 'date_unpublished')) as Row[];
    const out = new Set<number>();
    for (const r of rows) {
      for (const v of [r.date_published, r.date_scheduled]) if (v !== null) [-1, 0, 1].forEach((d) => out.add(Number(v) + d));
      if (r.date_unpublished !== null) {
        const u = Number(r.date_unpublished);
        for (const b of [u, u - UNPUBLISH_WINDOW_MS]) [-1, 0, 1].forEach((d) => out.add(b + d));
      }
    }
    return [...out];
  }

  const docs: Record<string, string> = {};

  describe(`newsroom counts (${name})`, () => {
    beforeAll(async () => {
      cms = await start();
      // The tests move the watermark themselves.
      await stopWatermarkClock(cms.strapi);
      const s = cms.strapi;
      const make = async (slug: string, published: Row | undefined, extra: Partial<Parameters<typeof createArticle>[1]> = {}) => {
        docs[slug] = (await createArticle(s, { slug, published, ...extra })).documentId;
      };
      await make('old-news', { datePublished: at(LIMIT, -300 * DAY) }, { categories: ['company_news'], industries: ['BDLG'] });
      await make('two-cats', { datePublished: at(LIMIT, -20 * DAY) }, { categories: ['company_news', 'product_updates'], industries: ['BDLG', 'ENT'] });
      await make('product', { datePublished: at(LIMIT, -10 * DAY) }, { categories: ['product_updates'], industries: ['LAND'] });
      await make('same-day-a', { datePublished: at(LIMIT, -5 * DAY) }, { categories: ['customer_stories'], dateScheduled: at(LIMIT, -6 * DAY) });
      await make('same-day-b', { datePublished: at(LIMIT, -5 * DAY) }, { categories: ['customer_stories'] });
      await make('scheduled-soon', { datePublished: at(LIMIT, -DAY) }, { categories: ['company_news'], industries: ['BDLG'], dateScheduled: at(LIMIT, 2 * H) });
      await make('future', { datePublished: at(LIMIT, 10 * DAY) }, { categories: ['product_updates'], industries: ['BDLG'] });
      await make('window', { datePublished: at(LIMIT, -40 * DAY), dateUnpublished: at(LIMIT, 20 * DAY) }, { categories: ['company_news'] });
      await make('window-closing', { datePublished: at(LIMIT, -40 * DAY), dateUnpublished: at(LIMIT, 3 * DAY) }, { categories: ['industry_perspectives'] });
      await make('expired', { datePublished: at(LIMIT, -40 * DAY), dateUnpublished: at(LIMIT, -3 * DAY) }, { categories: ['company_news'] });
      await make('event-ended', { datePublished: at(LIMIT, -60 * DAY), dateUnpublished: at(LIMIT, -DAY), layout: 'Event' }, { categories: ['tradeshows'] });
      await make(
        'event-soon',
        { datePublished: at(LIMIT, -30 * DAY), dateUnpublished: at(LIMIT, 5 * DAY), layout: 'Event' },
        { categories: ['online_trainings'], industries: ['ENT'] },
      );
      await make('event-far', { datePublished: at(LIMIT, -50 * DAY), dateUnpublished: at(LIMIT, 90 * DAY), layout: 'Event' }, { categories: ['events'] });
      await make(
        'event-scheduled',
        { datePublished: at(LIMIT, -2 * DAY), dateUnpublished: at(LIMIT, 30 * DAY), layout: 'Event' },
        { categories: ['marketing_webinars'], dateScheduled: at(LIMIT, 3 * H) },
      );
      await make('featured', { datePublished: at(LIMIT, -2 * DAY), isFeatured: true }, { categories: ['company_news'] });
      await make('draft-only', undefined, { categories: ['company_news'] });
      await make('noticia', { datePublished: at(LIMIT, -DAY) }, { locale: 'es-US', categories: ['company_news'] });
    });
    afterAll(async () => {
      await cms?.stop();
    });

    it('start-up puts the watermark just behind the date limit, and every total is exact on both sides of it', async () => {
      expect(await currentWatermark(knex())).toBe(L - WATERMARK_LAG_MS);
      await expectExact();
    });

    it('is exact at every boundary of every article (no filter, the events view, two filters)', async () => {
      await expectExact(await boundaries(), [{}, { category: 'events' }, { category: 'product_updates,company_news', industry: 'BDLG' }]);
    });

    it('a scheduled article becomes visible when its time comes, without a write or a move of the watermark', async () => {
      const listed = async (limit: number) => {
        const body = JSON.parse((await queries().list(parseNewsroomQuery({ industry: 'BDLG' }), { at: limit, key: String(limit) })).json);
        return { slugs: body.data.map((d: { slug: string }) => d.slug), total: body.meta.pagination.total };
      };
      const before = await listed(L + 2 * H - 1);
      const after = await listed(L + 2 * H);
      expect(before.slugs).not.toContain('scheduled-soon');
      expect(after.slugs).toContain('scheduled-soon');
      expect(after.total).toBe(before.total + 1);
    });

    it('stays exact when the watermark moves forward, far forward and back', async () => {
      for (const to of [L + 4 * H, L + 4 * DAY, L + 200 * DAY, L - 45 * DAY, L - WATERMARK_LAG_MS]) {
        expect(await advanceCounts(cms.strapi, to)).toBe(true);
        expect(await currentWatermark(knex())).toBe(to);
        await expectExact();
      }
      expect(await advanceCounts(cms.strapi, L - WATERMARK_LAG_MS)).toBe(false);
    });

    it('stays exact across create, update (category, industry, dates), publish, unpublish and delete', async () => {
      // Writes adjust the counts for the watermark wherever it is: here a few days after the limit.
      await advanceCounts(cms.strapi, L + 4 * DAY);
      await createArticle(cms.strapi, {
        slug: 'created',
        published: { datePublished: at(LIMIT, -3 * DAY) },
        categories: ['company_news'],
        industries: ['ENT'],
      });
      await expectExact();
      await update(docs.product, { categories: await ids('api::category.category', ['company_news', 'events']) });
      await expectExact();
      await update(docs['two-cats'], { industries: await ids('api::industry.industry', ['INT']) });
      await expectExact();
      await update(docs['old-news'], { publishedSettings: { articleTitle: 'Moved', datePublished: at(LIMIT, 2 * DAY), dateUnpublished: at(LIMIT, 9 * DAY) } });
      await update(docs['same-day-b'], { dateScheduled: at(LIMIT, 5 * H) });
      await update(docs['event-soon'], {
        publishedSettings: { articleTitle: 'Later', datePublished: at(LIMIT, -30 * DAY), dateUnpublished: at(LIMIT, 50 * DAY), layout: 'Event' },
      });
      await expectExact();
      await update(docs['draft-only'], { draftSettings: { articleTitle: 'Now public', datePublished: at(LIMIT, -4 * DAY) } });
      await setPublication(cms.strapi, { uid: ARTICLE, documentId: docs['draft-only'], locale: 'en-US' }, 'publish', { id: null, name: null });
      await expectExact();
      expect(naive(await stored(), parseNewsroomQuery({}), L)).toContain('draft-only');
      await setPublication(cms.strapi, { uid: ARTICLE, documentId: docs.window, locale: 'en-US' }, 'unpublish', { id: null, name: null });
      await expectExact();
      await cms.strapi.documents(ARTICLE).delete({ documentId: docs['window-closing'], locale: 'en-US' } as never);
      await cms.strapi.documents(ARTICLE).delete({ documentId: docs.noticia, locale: 'es-US' } as never);
      await expectExact();
      await advanceCounts(cms.strapi, L - WATERMARK_LAG_MS);
      await expectExact();
    });

    it('the start-up repair rebuilds counts, day counts and live-event flags that were tampered with', async () => {
      expect(await repairCounts(cms.strapi)).toBe(0);
      const k = knex();
      await k(COUNTS).update({ n: k.raw('n + 5') });
      await k(COUNTS).where({ view: 'e' }).delete();
      await k(COUNTS).insert({ locale: 'en-US', view: 'g', cat_mask: 1 << 20, ind_mask: 0, n: 7 });
      await k(ENTRIES)
        .whereNotNull('events_from')
        .update({ event_live: k.raw('1 - event_live') });
      expect(await repairCounts(cms.strapi)).toBeGreaterThan(0);
      await expectExact();
      // The day counts alone (a read model from before them has none at all).
      await k(DAY_COUNTS)
        .where({ key: 0 })
        .update({ n: k.raw('n + 1') });
      await k(DAY_COUNTS).where('key', '>', 100).delete();
      expect(await repairCounts(cms.strapi)).toBeGreaterThan(0);
      await expectExact();
      expect(await repairCounts(cms.strapi)).toBe(0);
    });
  });
}
