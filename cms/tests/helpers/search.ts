/**
 * The site search on one engine (search.test.ts on PostgreSQL, search-sqlite.test.ts on SQLite): the
 * same pages, the same queries and the same answers expected of both. Pages are written through the
 * document service and the publish action, so the index is kept by the write pipeline as in
 * production; the repair is checked against entries tampered with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { TestCms } from 'testing/cms';
import { at, createArticle, DAY } from '../fixtures/articles';
import { setPublication } from '../../src/publishing/publish';
import { repairSearchIndex } from '../../src/search/index-pages';
import { SEARCH_ENTRIES, SEARCH_WORDS } from '../../src/search/tables';
import { createSearch } from '../../src/search/search';
import { createCachedSearch } from '../../src/search/cached';
import { parseSearchQuery } from '../../src/search/query';
import { rebuildVocabulary } from '../../src/search/vocabulary';

const ARTICLE = 'api::article.article';
const LANDING = 'api::landing-page.landing-page';
const NOW = '2026-06-01T12:00:00.000Z';
const ACTOR = { id: null, name: null };

interface Hit {
  kind: string;
  slug: string;
  title: Array<{ text: string; match?: true }>;
  snippet: Array<{ text: string; match?: true }>;
  date: string | null;
  categories: Array<{ key: string }>;
}
interface Answer {
  data: Hit[];
  meta: {
    query: string;
    corrected: string | null;
    more: boolean;
    nearby: string[];
    pagination: { page: number; pageSize: number; pageCount: number; total: number };
  };
}

export function searchScenario(name: string, start: (env: Record<string, string>) => Promise<TestCms>): void {
  describe(`site search on ${name}`, () => {
    let cms: TestCms;
    const api = () => request(cms.strapi.server.httpServer);
    const find = async (query: Record<string, string>, path = '/api/search'): Promise<Answer> => {
      const response = await api().get(path).query(query);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as Answer;
    };
    const slugs = async (query: Record<string, string>) => (await find(query)).data.map((hit) => hit.slug);
    const docs: Record<string, string> = {};

    beforeAll(async () => {
      cms = await start({ NEWSROOM_DATE_LIMIT: NOW, NEWSROOM_CACHE_TTL_MS: '0' });
      const s = cms.strapi;
      const published = (days: number, extra: Record<string, unknown> = {}) => ({ datePublished: at(NOW, days * DAY), ...extra });
      docs.tower = (
        await createArticle(s, {
          slug: 'glass-tower',
          published: published(-3, { articleTitle: 'Architects finish the glass tower', description: 'A landmark for the harbour district.' }),
          blocks: [{ __component: 'article.text', content: '<p>The <strong>buildings</strong> around the square were designed in one year.</p>' }],
          categories: ['customer_stories'],
          industries: ['BDLG'],
          draft: [{ __component: 'article.text', content: '<p>Zanzibarquux is a secret word of the draft.</p>' }],
        })
      ).documentId;
      docs.mention = (
        await createArticle(s, {
          slug: 'software-release',
          published: published(-1, { articleTitle: 'Release notes for spring', description: 'Tools our architects asked for.' }),
          categories: ['product_updates'],
        })
      ).documentId;
      docs.phrase = (
        await createArticle(s, {
          slug: 'city-lights',
          published: published(-2, { articleTitle: 'A guide to the city of lights', description: 'Walking tours at night.' }),
          categories: ['company_news'],
        })
      ).documentId;
      docs.future = (
        await createArticle(s, {
          slug: 'future-story',
          published: published(+5, { articleTitle: 'Architects of tomorrow' }),
          categories: ['company_news'],
        })
      ).documentId;
      docs.spanish = (
        await createArticle(s, {
          slug: 'edificios-altos',
          locale: 'es-US',
          published: published(-4, { articleTitle: 'Los edificios más altos del puerto', description: 'Una visita guiada.' }),
          categories: ['company_news'],
        })
      ).documentId;
      docs.draft = (await createArticle(s, { slug: 'draft-only-tower', draftSettings: { articleTitle: 'Unpublished tower plans' } })).documentId;
      const landing = (await s.documents(LANDING).create({
        data: {
          title: 'Tower rental offices',
          slug: 'tower-offices',
          draftSettings: { seoTitle: 'Tower rental offices', seoDescription: 'Offices to rent by the floor.' },
          draft: [{ __component: 'blocks.text', title: 'Offices with a view', content: '<p>Rent a floor.</p>' }],
        },
        locale: 'en-US',
      } as never)) as { documentId: string };
      docs.landing = landing.documentId;
      await setPublication(s, { uid: LANDING, documentId: docs.landing, locale: 'en-US' }, 'publish', ACTOR);
    });
    afterAll(async () => {
      await cms?.stop();
    });

    it('finds published pages by any form of a word, title matches first, with the words marked', async () => {
      const answer = await find({ q: 'architect' });
      expect(answer.data.map((h) => h.slug)).toEqual(['glass-tower', 'software-release']);
      const [first] = answer.data;
      expect(first.title.filter((s) => s.match).map((s) => s.text)).toEqual(['Architects']);
      expect(first.categories.map((c) => c.key)).toEqual(['customer_stories']);
      expect(first.date).toBe(at(NOW, -3 * DAY));
      expect(answer.data[1].snippet.filter((s) => s.match).map((s) => s.text)).toEqual(['architects']);
      expect(answer.meta.pagination).toEqual({ page: 1, pageSize: 14, pageCount: 1, total: 2 });
      // "building" finds "buildings" in a block's text.
      expect(await slugs({ q: 'Building' })).toEqual(['glass-tower']);
    });

    it('stems Spanish on es-US pages, and each locale finds only its own pages', async () => {
      expect(await slugs({ q: 'edificio', locale: 'es-US' })).toEqual(['edificios-altos']);
      // Categories by the names Spanish-speaking visitors see.
      expect(await slugs({ q: 'noticias empresa', locale: 'es-US' })).toEqual(['edificios-altos']);
      expect(await slugs({ q: 'edificio' })).toEqual([]);
    });

    it('needs every word; a quoted phrase needs its words in order', async () => {
      expect(await slugs({ q: 'glass tower' })).toEqual(['glass-tower']);
      expect(await slugs({ q: 'glass release' })).toEqual([]);
      expect(await slugs({ q: '"city of lights"' })).toEqual(['city-lights']);
      expect(await slugs({ q: '"lights of city"' })).toEqual([]);
    });

    it('finds landing pages, and filters by category and industry', async () => {
      expect((await slugs({ q: 'tower' })).sort()).toEqual(['glass-tower', 'tower-offices']);
      expect(await slugs({ q: 'offices view' })).toEqual(['tower-offices']);
      expect(await slugs({ q: 'architects', category: 'product_updates' })).toEqual(['software-release']);
      expect(await slugs({ q: 'architects', industry: 'BDLG' })).toEqual(['glass-tower']);
    });

    it('never finds drafts, nor an article before its publish date', async () => {
      expect(await slugs({ q: 'zanzibarquux' })).toEqual([]);
      expect(await slugs({ q: 'unpublished plans' })).toEqual([]);
      expect(await slugs({ q: 'tomorrow' })).toEqual([]);
    });

    it('forgives a misspelled word when nothing matches it as typed, and says what it searched for', async () => {
      const answer = await find({ q: 'archtect' });
      expect(answer.meta.corrected).toBe('architects');
      expect(answer.data.map((h) => h.slug)).toEqual(['glass-tower', 'software-release']);
      expect((await find({ q: 'architect' })).meta.corrected).toBeNull();
      const spanish = await find({ q: 'edificos', locale: 'es-US' });
      expect([spanish.meta.corrected, spanish.data.map((h) => h.slug)]).toEqual(['edificios', ['edificios-altos']]);
      // A word no page holds anything like stays as it is: nothing found, nothing corrected.
      expect((await find({ q: 'xylophonics' })).meta.corrected).toBeNull();
    });

    it('suggests with the last word typed as a prefix', async () => {
      const answer = await find({ q: 'glass tow' }, '/api/search/suggest');
      expect(answer.data.map((h) => h.slug)).toEqual(['glass-tower']);
      // As a whole word, "tow" is taken for a misspelling.
      expect((await find({ q: 'glass tow' })).meta.corrected).toBe('glass tower');
      // A misspelled word being typed, which no word begins with, is corrected and stays the prefix.
      const typo = await find({ q: 'glass towr' }, '/api/search/suggest');
      expect([typo.data.map((h) => h.slug), typo.meta.corrected]).toEqual([['glass-tower'], 'glass tower']);
    });

    it('ranks the newest matches of its window, and says when older ones match too', async () => {
      const at = Date.parse(NOW);
      const query = parseSearchQuery({ q: 'architects' });
      // Window 1: the newest match alone ("Release notes", a day old), although the other one's title holds the word.
      /** A search of its own (its own pool on PostgreSQL, closed after use). */
      const searchWith = async <T>(options: { window?: number }, use: (s: ReturnType<typeof createSearch>) => Promise<T>): Promise<T> => {
        const search = createSearch(cms.strapi, options);
        try {
          return await use(search);
        } finally {
          await search.close();
        }
      };
      const narrow = await searchWith({ window: 1 }, (s) => s.search(query, at));
      expect([narrow.data.map((h) => h.slug), narrow.meta.more, narrow.meta.pagination.total]).toEqual([['software-release'], true, 1]);
      const wide = await searchWith({ window: 2 }, (s) => s.search(query, at));
      expect([wide.data.map((h) => h.slug), wide.meta.more, wide.meta.pagination.total]).toEqual([['glass-tower', 'software-release'], false, 2]);
      // A page past the last still says how many match.
      const past = await searchWith({}, (s) => s.search({ ...query, page: 3 }, at));
      expect([past.data, past.meta.pagination.total, past.meta.corrected]).toEqual([[], 2, null]);
      expect((await find({ q: 'architects' })).meta.more).toBe(false);
    });

    it('offers the nearby words the pages hold when nothing is found', async () => {
      // Each word is on some page, no page holds both: nothing to correct, the words offered alone.
      const answer = await find({ q: 'architect lights' });
      expect([answer.data, answer.meta.corrected, answer.meta.nearby]).toEqual([[], null, ['architects', 'lights']]);
      expect((await find({ q: 'xylophonics' })).meta.nearby).toEqual([]);
      expect((await find({ q: 'architects' })).meta.nearby).toEqual([]);
    });

    it('caches answers until a write changes the index, on this instance at once and on others within a second', async () => {
      const limit = { at: Date.parse(NOW), key: 'now' };
      const query = parseSearchQuery({ q: 'lights' });
      // Another instance: its own cache and version, told nothing of this one's writes.
      const other = createCachedSearch(cms.strapi, { cacheTtlMs: () => 60_000 });
      const cached = createCachedSearch(cms.strapi, { cacheTtlMs: () => 60_000 });
      const slugsOf = async (s: { search: typeof other.search }) => (await s.search(query, limit)).data.map((h) => h.slug);
      try {
        expect(await slugsOf(other)).toEqual(['city-lights']);
        expect(await slugsOf(cached)).toEqual(['city-lights']);
        const s = cms.strapi;
        await setPublication(s, { uid: ARTICLE, documentId: docs.phrase, locale: 'en-US' }, 'unpublish', ACTOR);
        // Within the second it trusts its version, the other instance may still answer from its cache; this one does not.
        cached.invalidate();
        expect(await slugsOf(cached)).toEqual([]);
        await new Promise((resolve) => setTimeout(resolve, 1100));
        expect(await slugsOf(other)).toEqual([]);
        await setPublication(s, { uid: ARTICLE, documentId: docs.phrase, locale: 'en-US' }, 'publish', ACTOR);
        expect(await slugs({ q: 'lights' })).toEqual(['city-lights']);
      } finally {
        await other.close();
        await cached.close();
      }
    });

    it('answers a clear 400 for a bad query', async () => {
      for (const [query, message] of [
        [{}, 'q is required'],
        [{ q: '   ' }, 'q must contain at least one word'],
        [{ q: 'x'.repeat(201) }, 'q must be at most 200 characters'],
        [{ q: 'tower', locale: 'fr-FR' }, 'locale "fr-FR" is not supported'],
        [{ q: 'tower', category: 'nope' }, 'category has unknown key(s): nope'],
        [{ q: 'tower', sort: 'date' }, 'Unknown query parameter "sort"'],
      ] as const) {
        const response = await api().get('/api/search').query(query);
        expect(response.status, JSON.stringify(query)).toBe(400);
        expect((response.body as { error: { message: string } }).error.message).toContain(message);
      }
      // Stop words alone find nothing, without an error.
      expect((await find({ q: 'the of' })).data).toEqual([]);
    });

    it('keeps the index in step with unpublish, a published change, delete and publish', async () => {
      const s = cms.strapi;
      await setPublication(s, { uid: ARTICLE, documentId: docs.tower, locale: 'en-US' }, 'unpublish', ACTOR);
      expect(await slugs({ q: 'glass' })).toEqual([]);
      await setPublication(s, { uid: ARTICLE, documentId: docs.tower, locale: 'en-US' }, 'publish', ACTOR);
      // Publishing the draft brings the draft's words in, and takes the old published ones out.
      expect(await slugs({ q: 'zanzibarquux' })).toEqual(['glass-tower']);
      expect(await slugs({ q: 'square' })).toEqual([]);
      await s.documents(ARTICLE).delete({ documentId: docs.mention, locale: 'en-US' } as never);
      expect(await slugs({ q: 'architects' })).toEqual(['glass-tower']);
    });

    it('keeps the vocabulary equal to the words of the entries through every write', async () => {
      const knex = cms.strapi.db.connection;
      const words = async () =>
        (await knex(SEARCH_WORDS).orderBy('locale').orderBy('word').select('locale', 'word', 'count')).map((w) => ({ ...w, count: Number(w.count) }));
      const kept = await words();
      expect(kept.length).toBeGreaterThan(20);
      await rebuildVocabulary(cms.strapi, SEARCH_ENTRIES);
      expect(await words()).toEqual(kept);
    });

    it('the start-up repair indexes what is missing and removes what no page has', async () => {
      const knex = cms.strapi.db.connection;
      const before = await knex(SEARCH_ENTRIES).orderBy('id').select('kind', 'document_id', 'locale', 'title');
      const [phrase] = await knex(SEARCH_ENTRIES).where({ document_id: docs.phrase }).select('id');
      await knex(SEARCH_ENTRIES).where({ id: phrase.id }).delete();
      expect(await slugs({ q: 'lights' })).toEqual([]);
      expect(await repairSearchIndex(cms.strapi)).toBe(1);
      expect(await slugs({ q: 'lights' })).toEqual(['city-lights']);
      const after = await knex(SEARCH_ENTRIES).orderBy('kind').orderBy('document_id').orderBy('locale').select('kind', 'document_id', 'locale', 'title');
      expect(after).toEqual([...before].sort((a, b) => `${a.kind}|${a.document_id}|${a.locale}`.localeCompare(`${b.kind}|${b.document_id}|${b.locale}`)));
      expect(await repairSearchIndex(cms.strapi)).toBe(0);
      // A draft save of a published page changes no entry, and leaves nothing for the repair.
      await cms.strapi.documents(ARTICLE).update({
        documentId: docs.phrase,
        locale: 'en-US',
        data: { draft: [{ __component: 'article.text', content: '<p>Quokkaplume draft words.</p>' }] },
      } as never);
      expect(await slugs({ q: 'quokkaplume' })).toEqual([]);
      expect(await repairSearchIndex(cms.strapi)).toBe(0);
      expect(await slugs({ q: 'lights' })).toEqual(['city-lights']);
      // The vocabulary still equals the entries' words after the repair put an entry back.
      const counts = async () => (await knex(SEARCH_WORDS).where({ word: 'lights' }).select('count')).map((w) => Number(w.count));
      expect(await counts()).toEqual([1]);
    });

    it("finds articles by a category's new name as soon as it is renamed", async () => {
      const s = cms.strapi;
      const category = (await s.documents('api::category.category').findFirst({ filters: { key: 'customer_stories' } } as never)) as unknown as {
        documentId: string;
        label: string;
      };
      expect(await slugs({ q: 'chronicles' })).toEqual([]);
      await s.documents('api::category.category').update({ documentId: category.documentId, data: { label: 'Client chronicles' } } as never);
      try {
        expect(await slugs({ q: 'chronicles' })).toEqual(['glass-tower']);
        const knex = s.db.connection;
        const words = async () =>
          (await knex(SEARCH_WORDS).orderBy('locale').orderBy('word').select('locale', 'word', 'count')).map((w) => ({ ...w, count: Number(w.count) }));
        const kept = await words();
        await rebuildVocabulary(s, SEARCH_ENTRIES);
        expect(await words()).toEqual(kept);
      } finally {
        await s.documents('api::category.category').update({ documentId: category.documentId, data: { label: category.label } } as never);
      }
      expect(await slugs({ q: 'chronicles' })).toEqual([]);
    });
  });
}
