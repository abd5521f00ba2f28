import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { toCard } from './card';

/**
 * The newsroom reads one denormalised table (one row per article and locale with published
 * settings) instead of joining Strapi's component and link tables on every request. It is kept in
 * step by the document-service middleware on every write, rebuilt on boot when stale, and carries a
 * version counter that lets every CMS instance cache query results safely.
 */
export const ENTRIES = 'newsroom_entries';
export const KEYS = 'newsroom_entry_keys';
export const STATE = 'newsroom_state';
const ARTICLE = 'api::article.article';
const BATCH = 500;
/** Raise when the entry shape changes: boot then rebuilds the read model. */
const FORMAT = 1;

const POPULATE = {
  publishedSettings: { populate: { mainImage: true, eventDates: true } },
  categories: { select: ['key', 'name', 'label'] },
  industries: { select: ['key', 'name'] },
} as const;

export async function ensureReadModel(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(ENTRIES))) {
    await knex.schema.createTable(ENTRIES, (t) => {
      t.integer('id').primary();
      t.string('document_id', 64).notNullable();
      t.string('locale', 16).notNullable();
      t.string('slug', 255).notNullable();
      t.bigInteger('date_published').nullable();
      t.bigInteger('date_scheduled').nullable();
      t.bigInteger('date_unpublished').nullable();
      t.smallint('is_featured').notNullable().defaultTo(0);
      t.text('card').notNullable();
      t.index(['document_id'], 'newsroom_entries_document_idx');
    });
    // Grid order: datePublished desc, dateScheduled desc; featured split off first.
    // On PostgreSQL the other dates ride along (INCLUDE) so counts can be answered from the index alone.
    const include = strapi.db.dialect.client === 'postgres' ? ' INCLUDE (date_unpublished)' : '';
    await knex.raw(`CREATE INDEX newsroom_entries_grid_idx ON ${ENTRIES} (locale, is_featured, date_published DESC, date_scheduled DESC, id DESC)${include}`);
    // Events view: dateUnpublished on or after the limit, datePublished ascending.
    await knex.raw(`CREATE INDEX newsroom_entries_events_idx ON ${ENTRIES} (locale, is_featured, date_unpublished, date_published)`);
  }
  if (!(await knex.schema.hasTable(KEYS))) {
    await knex.schema.createTable(KEYS, (t) => {
      t.integer('entry_id').notNullable();
      t.string('kind', 1).notNullable(); // c = category, i = industry
      t.string('key', 64).notNullable();
      t.primary(['entry_id', 'kind', 'key']);
      t.index(['kind', 'key', 'entry_id'], 'newsroom_entry_keys_lookup_idx');
    });
  }
  if (!(await knex.schema.hasTable(STATE))) {
    await knex.schema.createTable(STATE, (t) => {
      t.integer('id').primary();
      t.bigInteger('version').notNullable();
      t.integer('format').notNullable().defaultTo(0);
    });
    await knex(STATE).insert({ id: 1, version: 1, format: 0 });
  }
}

type Row = Record<string, unknown>;

const ms = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const t = value instanceof Date ? value.getTime() : Date.parse(String(value));
  return Number.isNaN(t) ? null : t;
};

function toEntry(article: Row): { entry: Row; keys: Row[] } | null {
  const card = toCard(article);
  if (!card) return null;
  const settings = article.publishedSettings as Row;
  const id = Number(article.id);
  const keys = [
    ...((article.categories as Row[] | undefined) ?? []).map((c) => ({ entry_id: id, kind: 'c', key: String(c.key) })),
    ...((article.industries as Row[] | undefined) ?? []).map((i) => ({ entry_id: id, kind: 'i', key: String(i.key) })),
  ];
  return {
    entry: {
      id,
      document_id: String(article.documentId),
      locale: String(article.locale ?? 'en-US'),
      slug: String(article.slug),
      date_published: ms(settings.datePublished),
      date_scheduled: ms(article.dateScheduled),
      date_unpublished: ms(settings.dateUnpublished),
      is_featured: settings.isFeatured ? 1 : 0,
      card: JSON.stringify(card),
    },
    keys,
  };
}

async function writeBatch(trx: Knex, articles: Row[]): Promise<number> {
  const built = articles.map(toEntry).filter((e): e is NonNullable<typeof e> => e !== null);
  const entries = built.map((b) => b.entry);
  const keys = built.flatMap((b) => b.keys);
  for (let i = 0; i < entries.length; i += 100) await trx(ENTRIES).insert(entries.slice(i, i + 100));
  for (let i = 0; i < keys.length; i += 300) await trx(KEYS).insert(keys.slice(i, i + 300));
  return entries.length;
}

async function bumpVersion(trx: Knex, extra: Row = {}): Promise<void> {
  await trx(STATE).where({ id: 1 }).update({ version: trx.raw('version + 1'), ...extra });
}

/** Re-derives the entries of some documents (all their locales). */
export async function refreshDocuments(strapi: Core.Strapi, documentIds: string[]): Promise<void> {
  if (!documentIds.length) return;
  await strapi.db.transaction(async ({ trx }) => {
    const articles = (await strapi.db.query(ARTICLE).findMany({ where: { documentId: { $in: documentIds } }, populate: POPULATE })) as Row[];
    const oldIds = (await trx(ENTRIES).whereIn('document_id', documentIds).select('id')).map((r: Row) => Number(r.id));
    const staleIds = [...new Set([...oldIds, ...articles.map((a) => Number(a.id))])];
    if (staleIds.length) {
      await trx(KEYS).whereIn('entry_id', staleIds).delete();
      await trx(ENTRIES).whereIn('id', staleIds).delete();
    }
    await writeBatch(trx, articles);
    await bumpVersion(trx);
  });
}

/** Rebuilds the whole read model in batches; returns the number of entries. */
export async function rebuildReadModel(strapi: Core.Strapi, log: (message: string) => void = () => {}): Promise<number> {
  const written = await rebuildInTransaction(strapi, log);
  // Fresh statistics after a bulk rebuild, so the planner picks the read model's indexes.
  if (strapi.db.dialect.client === 'postgres') await strapi.db.connection.raw(`ANALYZE ${ENTRIES}, ${KEYS}`);
  return written;
}

async function rebuildInTransaction(strapi: Core.Strapi, log: (message: string) => void): Promise<number> {
  return strapi.db.transaction(async ({ trx }) => {
    await trx(KEYS).delete();
    await trx(ENTRIES).delete();
    let lastId = 0;
    let written = 0;
    for (;;) {
      const articles = (await strapi.db.query(ARTICLE).findMany({
        where: { id: { $gt: lastId } }, orderBy: { id: 'asc' }, limit: BATCH, populate: POPULATE,
      })) as Row[];
      if (!articles.length) break;
      written += await writeBatch(trx, articles);
      lastId = Number(articles[articles.length - 1].id);
      if (written && written % 10000 < BATCH) log(`newsroom read model: ${written} entries`);
    }
    await bumpVersion(trx, { format: FORMAT });
    return written;
  });
}

/** True when the read model was built by another format, or never built for existing articles. */
export async function isReadModelStale(strapi: Core.Strapi): Promise<boolean> {
  const knex = strapi.db.connection;
  const state = await knex(STATE).where({ id: 1 }).first();
  if (Number(state?.format ?? 0) !== FORMAT) return true;
  const article = await knex('articles').first('id');
  const entry = await knex(ENTRIES).first('id');
  return Boolean(article) && !entry;
}

export async function readModelVersion(strapi: Core.Strapi): Promise<number> {
  const row = await strapi.db.connection(STATE).where({ id: 1 }).first('version');
  return Number(row?.version ?? 0);
}
