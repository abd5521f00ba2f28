import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { toCard } from './card';
import { CountDeltas, countColumns, eventLive, gridStarted, lockWatermark, recountAt, watermarkTarget } from './counts';
import { COUNTS, DAY_COUNTS, ENTRIES, KEYS, STATE } from './tables';

/**
 * The newsroom reads one denormalised table (one row per article and locale with published
 * settings) instead of joining Strapi's component and link tables on every request. It is written in
 * the same transaction as the article (the document-service middleware in bootstrap/write-hooks.ts),
 * repaired on boot by comparing each entry's source stamp with its article, and carries a version
 * counter that lets every CMS instance cache query results safely. Each entry also carries its
 * category and industry masks and its visibility windows, and the counts per mask (counts.ts) change
 * in the same transaction as the entries, so totals never need a count over the table.
 */
export { ENTRIES, KEYS, STATE };
const ARTICLE = 'api::article.article';
const ARTICLES = 'articles';
const BATCH = 500;
/** Raise when the entry shape changes: boot then rebuilds the read model. 2: source_updated_at. 3: masks, windows, counts. */
const FORMAT = 3;

const POPULATE = {
  publishedSettings: { populate: { mainImage: true, eventDates: true } },
  categories: { select: ['key', 'name', 'label'] },
  industries: { select: ['key', 'name'] },
} as const;

type Row = Record<string, unknown>;

const ms = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const t = value instanceof Date ? value.getTime() : Date.parse(String(value));
  return Number.isNaN(t) ? null : t;
};

/** An entry row and its filter keys, as stored. */
export interface DerivedEntry {
  entry: Row;
  keys: Row[];
}

/**
 * What the read model holds for one article row (loaded by `loadArticles`): null when the article
 * has no published settings. `source_updated_at` records which version of the article it came from.
 */
export function deriveEntry(article: Row, watermark: number): DerivedEntry | null {
  const card = toCard(article);
  if (!card) return null;
  const settings = article.publishedSettings as Row;
  const id = Number(article.id);
  const keys = [
    ...((article.categories as Row[] | undefined) ?? []).map((c) => ({ entry_id: id, kind: 'c', key: String(c.key) })),
    ...((article.industries as Row[] | undefined) ?? []).map((i) => ({ entry_id: id, kind: 'i', key: String(i.key) })),
  ];
  const dates = { datePublished: ms(settings.datePublished), dateScheduled: ms(article.dateScheduled), dateUnpublished: ms(settings.dateUnpublished) };
  const columns = countColumns(
    dates,
    keys.filter((k) => k.kind === 'c').map((k) => String(k.key)),
    keys.filter((k) => k.kind === 'i').map((k) => String(k.key)),
  );
  return {
    entry: {
      id,
      document_id: String(article.documentId),
      locale: String(article.locale ?? 'en-US'),
      slug: String(article.slug),
      date_published: dates.datePublished,
      date_scheduled: dates.dateScheduled,
      date_unpublished: dates.dateUnpublished,
      is_featured: settings.isFeatured ? 1 : 0,
      card: JSON.stringify(card),
      source_updated_at: ms(article.updatedAt),
      ...columns,
      event_live: eventLive(columns, watermark),
      grid_started: gridStarted(columns, watermark),
    },
    keys,
  };
}

/** The article rows with everything `deriveEntry` reads (joins the current transaction, if any). */
export async function loadArticles(strapi: Core.Strapi, params: { where?: Row; orderBy?: Row; limit?: number } = {}): Promise<Row[]> {
  return (await strapi.db.query(ARTICLE).findMany({ ...params, populate: POPULATE })) as Row[];
}

/**
 * Locks the article rows of these documents until the transaction ends, before they are written:
 * concurrent saves of one document then run one after the other, each deriving its entries from
 * the state it wrote (PostgreSQL; SQLite lets one writer in at a time anyway).
 */
export async function lockDocuments(strapi: Core.Strapi, trx: Knex.Transaction, documentIds: string[]): Promise<void> {
  if (strapi.db.dialect.client !== 'postgres' || !documentIds.length) return;
  await trx(ARTICLES).whereIn('document_id', documentIds).orderBy('id').select('id').forUpdate();
}

/**
 * Keeps writers of single documents out while every entry is rewritten: they wait, then write what
 * they derived from their own (newer) article state over it. Readers are not blocked.
 */
async function lockReadModel(strapi: Core.Strapi, trx: Knex.Transaction): Promise<void> {
  if (strapi.db.dialect.client === 'postgres') await trx.raw(`LOCK TABLE ${ENTRIES}, ${KEYS} IN EXCLUSIVE MODE`);
}

/** The columns of a stored entry that the counts depend on. */
const COUNTED = ['id', 'locale', 'is_featured', 'date_published', 'cat_mask', 'ind_mask', 'grid_from', 'grid_until', 'events_from', 'events_until'];

/**
 * Makes the entries with these ids equal to what `articles` derive (those without a card go), and
 * the counts with them (the watermark held by the caller); `counts: false` when the caller
 * recounts everything afterwards (a rebuild). Returns how many entries are written.
 */
async function replaceEntries(strapi: Core.Strapi, trx: Knex.Transaction, ids: number[], articles: Row[], watermark: number, counts: boolean): Promise<number> {
  const built = articles.map((a) => deriveEntry(a, watermark)).filter((e): e is DerivedEntry => e !== null);
  const kept = new Set(built.map((b) => Number(b.entry.id)));
  const gone = ids.filter((id) => !kept.has(id));
  const touched = [...new Set([...ids, ...kept])];
  if (counts) {
    const deltas = new CountDeltas();
    for (let i = 0; i < touched.length; i += BATCH) {
      const q = trx(ENTRIES)
        .whereIn('id', touched.slice(i, i + BATCH))
        .select(COUNTED);
      // What is taken away is what is stored until this transaction ends (PostgreSQL; SQLite has one writer).
      if (strapi.db.dialect.client === 'postgres') q.forUpdate();
      const old = (await q) as Row[];
      for (const row of old) deltas.add(row, watermark, -1);
    }
    for (const { entry } of built) deltas.add(entry, watermark, 1);
    await deltas.apply(trx);
  }
  for (let i = 0; i < touched.length; i += BATCH)
    await trx(KEYS)
      .whereIn('entry_id', touched.slice(i, i + BATCH))
      .delete();
  for (let i = 0; i < gone.length; i += BATCH)
    await trx(ENTRIES)
      .whereIn('id', gone.slice(i, i + BATCH))
      .delete();
  const entries = built.map((b) => b.entry);
  const keys = built.flatMap((b) => b.keys);
  for (let i = 0; i < entries.length; i += 100)
    await trx(ENTRIES)
      .insert(entries.slice(i, i + 100))
      .onConflict('id')
      .merge();
  for (let i = 0; i < keys.length; i += 300) await trx(KEYS).insert(keys.slice(i, i + 300));
  return entries.length;
}

/** Last write of a read-model transaction: the state row stays locked only until the commit. */
async function bumpVersion(trx: Knex, extra: Row = {}): Promise<void> {
  await trx(STATE)
    .where({ id: 1 })
    .update({ version: trx.raw('version + 1'), ...extra });
}

/** An entry row as stored (PostgreSQL answers bigints as strings), without its source stamp, to compare. */
function comparableEntry(row: Row): string {
  const number = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return JSON.stringify([
    number(row.id),
    String(row.document_id),
    String(row.locale),
    String(row.slug),
    number(row.date_published),
    number(row.date_scheduled),
    number(row.date_unpublished),
    number(row.is_featured),
    String(row.card),
  ]);
}

const comparableKeys = (keys: Row[]): string =>
  keys
    .map((k) => `${Number(k.entry_id)}|${String(k.kind)}|${String(k.key)}`)
    .sort()
    .join(',');

/**
 * Re-derives the entries of some documents (all their locales). Inside a transaction (the write
 * middleware's) it joins it, so the entries commit or roll back with the article write. When what
 * the newsroom shows is unchanged (a draft save), the entries only take the article's new source
 * stamp and the version stays: every instance's cached results stay valid. Returns whether the
 * newsroom's data changed.
 */
export async function refreshDocuments(strapi: Core.Strapi, documentIds: string[]): Promise<boolean> {
  if (!documentIds.length) return false;
  return strapi.db.transaction(async ({ trx }) => {
    await lockDocuments(strapi, trx, documentIds);
    // Before any entry is touched: the watermark's lock comes before the entries' (counts.ts).
    const watermark = await lockWatermark(strapi, trx, 'share');
    const articles = await loadArticles(strapi, { where: { documentId: { $in: documentIds } } });
    const stored = (await trx(ENTRIES).whereIn('document_id', documentIds).select('*')) as Row[];
    const oldIds = stored.map((r) => Number(r.id));
    // The comparison below leaves out what depends on the watermark (event_live, grid_started).
    const built = articles.map((a) => deriveEntry(a, 0)).filter((e): e is DerivedEntry => e !== null);
    const storedKeys = oldIds.length ? ((await trx(KEYS).whereIn('entry_id', oldIds).select('entry_id', 'kind', 'key')) as Row[]) : [];
    const same =
      stored.length === built.length &&
      stored.map(comparableEntry).sort().join('\n') ===
        built
          .map((b) => comparableEntry(b.entry))
          .sort()
          .join('\n') &&
      comparableKeys(storedKeys) === comparableKeys(built.flatMap((b) => b.keys));
    if (same) {
      for (const { entry } of built) await trx(ENTRIES).where({ id: entry.id }).update({ source_updated_at: entry.source_updated_at });
      return false;
    }
    await replaceEntries(strapi, trx, [...new Set([...oldIds, ...articles.map((a) => Number(a.id))])], articles, watermark, true);
    await bumpVersion(trx);
    return true;
  });
}

/** Rewrites every entry and the counts in one transaction (joins the current one, if any); returns the number of entries. */
export async function rebuildEntries(strapi: Core.Strapi, log: (message: string) => void = () => {}): Promise<number> {
  return strapi.db.transaction(async ({ trx }) => {
    await lockWatermark(strapi, trx, 'update');
    const watermark = watermarkTarget();
    await lockReadModel(strapi, trx);
    await trx(KEYS).delete();
    await trx(ENTRIES).delete();
    let lastId = 0;
    let written = 0;
    for (;;) {
      const articles = await loadArticles(strapi, { where: { id: { $gt: lastId } }, orderBy: { id: 'asc' }, limit: BATCH });
      if (!articles.length) break;
      const before = written;
      written += await replaceEntries(strapi, trx, [], articles, watermark, false);
      lastId = Number(articles[articles.length - 1].id);
      if (Math.floor(written / 10000) > Math.floor(before / 10000)) log(`newsroom read model: ${written} entries`);
    }
    await recountAt(trx, watermark);
    await bumpVersion(trx, { format: FORMAT });
    return written;
  });
}

/** Rebuilds the whole read model (on boot after a format change, after seed:bench); returns the number of entries. */
export async function rebuildReadModel(strapi: Core.Strapi, log: (message: string) => void = () => {}): Promise<number> {
  const written = await rebuildEntries(strapi, log);
  // Fresh statistics after a bulk rebuild, so the planner picks the read model's indexes, and a
  // fresh visibility map, so that the page scans read the covering indexes alone (index-only scans).
  if (strapi.db.dialect.client === 'postgres') await strapi.db.connection.raw(`VACUUM ANALYZE ${ENTRIES}, ${KEYS}, ${COUNTS}, ${DAY_COUNTS}`);
  return written;
}

/** True when the read model was built by another format, or never built for existing articles. */
export async function isReadModelStale(strapi: Core.Strapi): Promise<boolean> {
  const knex = strapi.db.connection;
  const state = await knex(STATE).where({ id: 1 }).first();
  if (Number(state?.format ?? 0) !== FORMAT) return true;
  const article = await knex(ARTICLES).first('id');
  const entry = await knex(ENTRIES).first('id');
  return Boolean(article) && !entry;
}

/**
 * Ids whose entry differs from its article: missing (published settings but no entry), orphaned
 * (an entry without an article with published settings) or derived from another version of the
 * article (source stamp differs from its updated_at). Two narrow scans, compared in memory.
 */
export async function staleEntryIds(strapi: Core.Strapi): Promise<number[]> {
  const articles = (await strapi.db.query(ARTICLE).findMany({
    select: ['id', 'updatedAt'],
    where: { publishedSettings: { id: { $notNull: true } } },
  })) as Row[];
  const stamps = new Map<number, number | null>();
  for (const row of (await strapi.db.connection(ENTRIES).select('id', 'source_updated_at')) as Row[]) {
    stamps.set(Number(row.id), row.source_updated_at === null ? null : Number(row.source_updated_at));
  }
  const stale: number[] = [];
  for (const article of articles) {
    const id = Number(article.id);
    if (stamps.get(id) !== ms(article.updatedAt)) stale.push(id);
    stamps.delete(id);
  }
  return [...stale, ...stamps.keys()];
}

/**
 * Brings every entry back in line with its article (after a crash of older code, a restored backup,
 * an edit in SQL that set updated_at), re-deriving only the entries that differ; returns how many.
 */
export async function repairReadModel(strapi: Core.Strapi): Promise<number> {
  const stale = await staleEntryIds(strapi);
  if (!stale.length) return 0;
  await strapi.db.transaction(async ({ trx }) => {
    const watermark = await lockWatermark(strapi, trx, 'update');
    await lockReadModel(strapi, trx);
    for (let i = 0; i < stale.length; i += BATCH) {
      const ids = stale.slice(i, i + BATCH);
      await replaceEntries(strapi, trx, ids, await loadArticles(strapi, { where: { id: { $in: ids } } }), watermark, true);
    }
    await bumpVersion(trx);
  });
  return stale.length;
}

export async function readModelVersion(strapi: Core.Strapi): Promise<number> {
  const row = await strapi.db.connection(STATE).where({ id: 1 }).first('version');
  return Number(row?.version ?? 0);
}
