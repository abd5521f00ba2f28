/**
 * seed:bench — fills the database with synthetic articles fast, for performance work: bulk SQL
 * straight into Strapi's tables in one transaction (the document service would take hours for
 * 100,000 articles), then one rebuild of the newsroom read model.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
// cms/package.json does not export the read model; reach it by path (the function is the CMS's own).
import { rebuildReadModel } from 'cms/seeding';
import { repairSearchIndex } from 'cms/search-index';
import { seededRandom } from '../ids';
import { uploadSampleImages } from '../images/upload';
import { bulkInsert, nextId, syncSequence, type Dialect } from './bulk-insert';
import { BENCH_SLUG_PREFIX, generateChunk, type IdCounters } from './generate';
import {
  ARTICLES,
  ARTICLE_CATEGORIES,
  ARTICLE_COMPONENTS,
  ARTICLE_INDUSTRIES,
  BENCH_TABLES,
  EVENT_DATES,
  FILE_LINKS,
  SETTINGS,
  SETTINGS_COMPONENTS,
  TEXT_BLOCKS,
} from './tables';

export interface BenchOptions {
  count: number;
  /** Run even when the database holds articles that seed:bench did not make. */
  force?: boolean;
  /** Link the sample images as main images (uploads them first when missing). */
  images?: boolean;
  seed?: number;
  now?: Date;
  chunkSize?: number;
  log?: (message: string) => void;
}

export interface BenchReport {
  inserted: number;
  removed: number;
  featured: number;
  events: number;
  readModelEntries: number;
  /** Search entries written (each published article's; the CMS's own indexing, in batches). */
  searchEntries: number;
  insertMs: number;
  readModelMs: number;
  searchMs: number;
}

export class BenchRefused extends Error {}

function dialectOf(strapi: Core.Strapi): Dialect {
  const client = String(strapi.db.dialect.client);
  if (client === 'postgres') return 'postgres';
  if (client === 'sqlite') return 'sqlite';
  throw new Error(`seed:bench supports PostgreSQL and SQLite, not "${client}"`);
}

const benchIds = (knex: Knex) => knex(ARTICLES.name).select('id').where('slug', 'like', `${BENCH_SLUG_PREFIX}%`);

/** Deletes earlier bench articles and everything hanging off them, so a run yields exactly `count`. */
async function removeBenchArticles(trx: Knex.Transaction): Promise<number> {
  const settingsIds = trx(ARTICLE_COMPONENTS.name).select('cmp_id').whereIn('entity_id', benchIds(trx)).andWhere('component_type', 'shared.article-settings');
  await trx(FILE_LINKS.name).where('related_type', 'shared.article-settings').whereIn('related_id', settingsIds).delete();
  const eventDateIds = trx(SETTINGS_COMPONENTS.name).select('cmp_id').whereIn('entity_id', settingsIds).andWhere('component_type', 'shared.event-date');
  await trx(EVENT_DATES.name).whereIn('id', eventDateIds).delete();
  await trx(SETTINGS_COMPONENTS.name).whereIn('entity_id', settingsIds).delete();
  await trx(SETTINGS.name).whereIn('id', settingsIds).delete();
  const textBlockIds = trx(ARTICLE_COMPONENTS.name).select('cmp_id').whereIn('entity_id', benchIds(trx)).andWhere('component_type', 'blocks.text');
  await trx(TEXT_BLOCKS.name).whereIn('id', textBlockIds).delete();
  await trx(ARTICLE_COMPONENTS.name).whereIn('entity_id', benchIds(trx)).delete();
  await trx(ARTICLE_CATEGORIES.name).whereIn('article_id', benchIds(trx)).delete();
  await trx(ARTICLE_INDUSTRIES.name).whereIn('article_id', benchIds(trx)).delete();
  return Number(await trx(ARTICLES.name).where('slug', 'like', `${BENCH_SLUG_PREFIX}%`).delete());
}

async function taxonomyIds(knex: Knex, table: 'categories' | 'industries'): Promise<Map<string, number>> {
  const rows = (await knex(table).select('id', 'key')) as Array<{ id: number; key: string }>;
  if (!rows.length) throw new Error(`seed:bench: the ${table} table is empty; the CMS bootstrap creates it`);
  return new Map(rows.map((r) => [r.key, Number(r.id)]));
}

async function maxOrds(knex: Knex): Promise<Map<string, number>> {
  const ords = new Map<string, number>();
  const cats = (await knex(ARTICLE_CATEGORIES.name)
    .join('categories', 'categories.id', `${ARTICLE_CATEGORIES.name}.category_id`)
    .groupBy('categories.key')
    .select('categories.key as key')
    .max({ max: 'article_ord' })) as Array<{ key: string; max: number | null }>;
  const inds = (await knex(ARTICLE_INDUSTRIES.name)
    .join('industries', 'industries.id', `${ARTICLE_INDUSTRIES.name}.industry_id`)
    .groupBy('industries.key')
    .select('industries.key as key')
    .max({ max: 'article_ord' })) as Array<{ key: string; max: number | null }>;
  cats.forEach((r) => ords.set(`c:${r.key}`, Number(r.max ?? 0)));
  inds.forEach((r) => ords.set(`i:${r.key}`, Number(r.max ?? 0)));
  return ords;
}

export async function seedBench(strapi: Core.Strapi, options: BenchOptions): Promise<BenchReport> {
  const log = options.log ?? (() => {});
  const { count } = options;
  if (!Number.isInteger(count) || count < 1 || count > 10_000_000) throw new Error(`--count must be a whole number from 1 to 10000000 (got ${count})`);
  const knex = strapi.db.connection;
  const dialect = dialectOf(strapi);

  const foreign = (await knex(ARTICLES.name).where('slug', 'not like', `${BENCH_SLUG_PREFIX}%`).count({ n: '*' }).first()) as
    { n: number | string } | undefined;
  if (Number(foreign?.n ?? 0) > 0 && !options.force) {
    throw new BenchRefused(
      `The database already holds ${foreign?.n} articles that seed:bench did not make (sample or real content). Use an empty database, or pass --force to add bench articles anyway.`,
    );
  }

  const imageIds = options.images === false ? [] : [...(await uploadSampleImages(strapi, log)).ids.values()];
  const taxonomy = { categories: await taxonomyIds(knex, 'categories'), industries: await taxonomyIds(knex, 'industries') };
  const random = seededRandom(options.seed ?? 42);
  const now = (options.now ?? new Date()).getTime();
  const chunkSize = options.chunkSize ?? (dialect === 'postgres' ? 10_000 : 5_000);

  const started = Date.now();
  let removed = 0;
  let featured = 0;
  let events = 0;
  await knex.transaction(async (trx) => {
    removed = await removeBenchArticles(trx);
    if (removed) log(`Removed ${removed} earlier bench articles`);
    const ids: IdCounters = {
      article: await nextId(trx, ARTICLES),
      settings: await nextId(trx, SETTINGS),
      articleComponent: await nextId(trx, ARTICLE_COMPONENTS),
      settingsComponent: await nextId(trx, SETTINGS_COMPONENTS),
      eventDate: await nextId(trx, EVENT_DATES),
      textBlock: await nextId(trx, TEXT_BLOCKS),
      articleCategory: await nextId(trx, ARTICLE_CATEGORIES),
      articleIndustry: await nextId(trx, ARTICLE_INDUSTRIES),
      fileLink: await nextId(trx, FILE_LINKS),
    };
    const ords = await maxOrds(trx);
    for (let from = 0; from < count; from += chunkSize) {
      const to = Math.min(count, from + chunkSize);
      const chunk = generateChunk(from, to, { random, now, taxonomy, imageIds, ids, ords });
      await bulkInsert(trx, dialect, ARTICLES, chunk.articles);
      await bulkInsert(trx, dialect, SETTINGS, chunk.settings);
      await bulkInsert(trx, dialect, ARTICLE_COMPONENTS, chunk.articleComponents);
      await bulkInsert(trx, dialect, EVENT_DATES, chunk.eventDates);
      await bulkInsert(trx, dialect, TEXT_BLOCKS, chunk.textBlocks);
      await bulkInsert(trx, dialect, SETTINGS_COMPONENTS, chunk.settingsComponents);
      await bulkInsert(trx, dialect, ARTICLE_CATEGORIES, chunk.articleCategories);
      await bulkInsert(trx, dialect, ARTICLE_INDUSTRIES, chunk.articleIndustries);
      await bulkInsert(trx, dialect, FILE_LINKS, chunk.fileLinks);
      featured += chunk.featured;
      events += chunk.events;
      log(`  ${to}/${count} articles inserted (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    for (const table of BENCH_TABLES) await syncSequence(trx, dialect, table);
  });
  const insertMs = Date.now() - started;
  log(`Inserted ${count} articles (${featured} featured, ${events} events) in ${(insertMs / 1000).toFixed(1)} s`);

  if (dialect === 'postgres') await knex.raw('ANALYZE');
  const rebuildStarted = Date.now();
  log('Rebuilding the newsroom read model…');
  const readModelEntries = await rebuildReadModel(strapi, (m) => log(`  ${m}`));
  const readModelMs = Date.now() - rebuildStarted;
  log(`Read model: ${readModelEntries} entries in ${(readModelMs / 1000).toFixed(1)} s`);
  const searchStarted = Date.now();
  log('Indexing the articles for the site search…');
  const searchEntries = await repairSearchIndex(strapi, (m) => log(`  ${m}`));
  const searchMs = Date.now() - searchStarted;
  log(`Search index: ${searchEntries} entries written or removed in ${(searchMs / 1000).toFixed(1)} s`);
  return { inserted: count, removed, featured, events, readModelEntries, searchEntries, insertMs, readModelMs, searchMs };
}
