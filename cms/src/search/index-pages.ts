import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { PAGE_UIDS, pageTypeOf, type PageUid } from 'contract/rules';
import { populateFor } from '../content/schema';
import { ms } from '../newsroom/derive';
import { searchDocumentOf, type SearchDocument } from './document';
import { configOf, lexemes } from './lexemes';
import { SEARCH_ENTRIES, SEARCH_FTS } from './tables';
import { bumpSearchVersion } from './cached';
import { addWords, clearVocabulary, countWords, rebuildVocabulary, removeWords } from './vocabulary';

type Row = Record<string, unknown>;

/** What a page row is read with to build its search document: the published pair in full, and an article's taxonomy. */
export function populateOf(strapi: Core.Strapi, uid: PageUid): Row {
  const populate = populateFor(strapi, uid, ['published', 'publishedSettings']) as Row;
  if (uid === 'api::article.article') {
    populate.categories = { select: ['key', 'name', 'label'] };
    populate.industries = { select: ['key', 'name'] };
  }
  return populate;
}

const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

/** The entry row of a search document (the tsvector, on PostgreSQL, is a generated column). */
function entryRow(document: SearchDocument, sourceUpdatedAt: number | null): Row {
  return {
    kind: document.kind,
    document_id: document.documentId,
    locale: document.locale,
    slug: document.slug,
    title: document.title,
    summary: document.summary,
    terms: document.terms,
    body: document.body,
    cat_mask: document.catMask,
    ind_mask: document.indMask,
    visible_from: document.visibleFrom,
    visible_until: document.visibleUntil,
    sort_date: document.card.date ? Date.parse(document.card.date) : null,
    card: JSON.stringify(document.card),
    source_updated_at: sourceUpdatedAt,
  };
}

/** Removes the entries with these ids (and, on SQLite, their FTS rows); their words leave the vocabulary with them. */
async function removeEntries(strapi: Core.Strapi, trx: Knex, ids: number[]): Promise<void> {
  if (!ids.length) return;
  for (let i = 0; i < ids.length; i += WRITE_CHUNK) {
    const part = ids.slice(i, i + WRITE_CHUNK);
    const counts = new Map<string, Map<string, number>>();
    for (const entry of (await trx(SEARCH_ENTRIES).whereIn('id', part).select('locale', 'title', 'summary', 'terms', 'body')) as Row[])
      countWords(counts, String(entry.locale), [entry.title, entry.summary, entry.terms, entry.body].map(String));
    for (const [locale, words] of counts) await removeWords(strapi, trx, locale, words);
    if (!isPostgres(strapi)) await trx(SEARCH_FTS).whereIn('rowid', part).delete();
    await trx(SEARCH_ENTRIES).whereIn('id', part).delete();
  }
}

/** Rows per insert: well inside both engines' limits on bound values (15 columns each). */
const WRITE_CHUNK = 200;

/** Writes the entries of these page rows (read with `populateOf`); a row that is not published gets none. */
async function writeEntries(strapi: Core.Strapi, trx: Knex, uid: PageUid, rows: Row[]): Promise<number> {
  const documents: Array<{ document: SearchDocument; stamp: number | null }> = [];
  for (const row of rows) {
    const document = searchDocumentOf(uid, row);
    if (document) documents.push({ document, stamp: ms(row.updatedAt) });
  }
  const counts = new Map<string, Map<string, number>>();
  for (let i = 0; i < documents.length; i += WRITE_CHUNK) {
    const part = documents.slice(i, i + WRITE_CHUNK);
    const inserted = (await trx(SEARCH_ENTRIES).insert(
      part.map((d) => entryRow(d.document, d.stamp)),
      ['id', 'document_id', 'locale'],
    )) as Row[];
    // Each new id by its page locale (unique), whatever order the engine returned them in.
    const ids = new Map(inserted.map((row) => [`${String(row.document_id)}|${String(row.locale)}`, Number(row.id)]));
    for (const { document } of part) countWords(counts, document.locale, [document.title, document.summary, document.terms, document.body]);
    if (isPostgres(strapi)) continue;
    await trx(SEARCH_FTS).insert(
      part.map(({ document }) => {
        const config = configOf(document.locale);
        return {
          rowid: ids.get(`${document.documentId}|${document.locale}`),
          title: lexemes(document.title, config).join(' '),
          summary: lexemes(document.summary, config).join(' '),
          terms: lexemes(document.terms, config).join(' '),
          body: lexemes(document.body, config).join(' '),
        };
      }),
    );
  }
  for (const [locale, words] of counts) await addWords(strapi, trx, locale, words);
  return documents.length;
}

/**
 * Re-derives the search entries of some locales of one page document, in the transaction `trx` (the
 * page write's, so that the index commits or rolls back with the page): the old entries go, each
 * locale published now gets its new one. A delete reads no rows and leaves none.
 */
export async function indexPageLocales(strapi: Core.Strapi, trx: Knex, uid: PageUid, documentId: string, locales: readonly string[]): Promise<void> {
  if (!locales.length) return;
  const kind = pageTypeOf(uid);
  // Writers of the same document in other locales, and the start-up repair, wait for this one (PostgreSQL's row locks; SQLite has one writer).
  if (isPostgres(strapi)) await trx(strapi.db.metadata.get(uid).tableName).where({ document_id: documentId }).orderBy('id').select('id').forUpdate();
  const old = (await trx(SEARCH_ENTRIES).where({ kind, document_id: documentId }).whereIn('locale', locales).select('id')) as Row[];
  await removeEntries(
    strapi,
    trx,
    old.map((r) => Number(r.id)),
  );
  const rows = (await strapi.db.query(uid).findMany({ where: { documentId, locale: { $in: [...locales] } }, populate: populateOf(strapi, uid) })) as Row[];
  await writeEntries(strapi, trx, uid, rows);
}

/**
 * Re-derives every locale's entries of these page documents in the transaction `trx`: a category or an
 * industry renamed or deleted (their names are in the entries of the pages linking them). Returns how
 * many entries it wrote.
 */
export async function reindexDocuments(strapi: Core.Strapi, trx: Knex, uid: PageUid, documentIds: readonly string[]): Promise<number> {
  const kind = pageTypeOf(uid);
  let written = 0;
  for (let i = 0; i < documentIds.length; i += BATCH) {
    const part = documentIds.slice(i, i + BATCH);
    if (isPostgres(strapi)) await trx(strapi.db.metadata.get(uid).tableName).whereIn('document_id', part).orderBy('id').select('id').forUpdate();
    const old = (await trx(SEARCH_ENTRIES).where({ kind }).whereIn('document_id', part).select('id')) as Row[];
    await removeEntries(
      strapi,
      trx,
      old.map((row) => Number(row.id)),
    );
    const rows = (await strapi.db.query(uid).findMany({ where: { documentId: { $in: part } }, populate: populateOf(strapi, uid) })) as Row[];
    written += await writeEntries(strapi, trx, uid, rows);
  }
  return written;
}

/**
 * A write that changed nothing public (a draft save) leaves the entries as they are, with its rows'
 * new updatedAt as their source stamp, so that the start-up repair does not re-derive them.
 */
export async function restampPage(strapi: Core.Strapi, trx: Knex, uid: PageUid, documentId: string): Promise<void> {
  const kind = pageTypeOf(uid);
  const entries = (await trx(SEARCH_ENTRIES).where({ kind, document_id: documentId }).select('id', 'locale')) as Row[];
  if (!entries.length) return;
  const rows = (await strapi.db.query(uid).findMany({ where: { documentId }, select: ['locale', 'updatedAt'] })) as Row[];
  const stamps = new Map(rows.map((row) => [String(row.locale), ms(row.updatedAt)]));
  for (const entry of entries) {
    const stamp = stamps.get(String(entry.locale));
    if (stamp !== undefined) await trx(SEARCH_ENTRIES).where({ id: entry.id }).update({ source_updated_at: stamp });
  }
}

/** Page rows re-derived per transaction by the start-up repair. */
const BATCH = 1000;

/**
 * Re-derives the entries of some page rows in one transaction: their documents' rows locked (as a
 * page write locks them, in id order), their old entries removed, the rows read in one query with
 * what the index needs, their new entries written. Tried again when PostgreSQL broke a deadlock with
 * a page write that started meanwhile.
 */
async function reindexRows(strapi: Core.Strapi, uid: PageUid, rows: Row[], attempt = 1): Promise<void> {
  const kind = pageTypeOf(uid);
  const documentIds = [...new Set(rows.map((row) => String(row.documentId)))];
  try {
    await strapi.db.transaction(async ({ trx }) => {
      if (isPostgres(strapi)) await trx(strapi.db.metadata.get(uid).tableName).whereIn('document_id', documentIds).orderBy('id').select('id').forUpdate();
      const old = (await trx(SEARCH_ENTRIES).where({ kind }).whereIn('document_id', documentIds).select('id', 'document_id', 'locale')) as Row[];
      const wanted = new Set(rows.map((row) => `${String(row.documentId)}|${String(row.locale)}`));
      await removeEntries(
        strapi,
        trx,
        old.filter((entry) => wanted.has(`${String(entry.document_id)}|${String(entry.locale)}`)).map((entry) => Number(entry.id)),
      );
      const full = (await strapi.db
        .query(uid)
        .findMany({ where: { id: { $in: rows.map((row) => Number(row.id)) } }, populate: populateOf(strapi, uid) })) as Row[];
      await writeEntries(strapi, trx, uid, full);
    });
  } catch (error) {
    if ((error as { code?: string }).code === '40P01' && attempt < 3) return reindexRows(strapi, uid, rows, attempt + 1);
    throw error;
  }
}

/**
 * The start-up repair: every published page locale has an entry derived from its current row, and
 * nothing else has one. Entries whose source stamp differs from their row's updatedAt, and pages with
 * no entry, are re-derived; entries of rows that are gone or no longer published are removed. Runs
 * in one transaction per batch of pages. Returns how many entries it wrote or removed.
 */
export async function repairSearchIndex(strapi: Core.Strapi, log: (message: string) => void = () => {}): Promise<number> {
  let changed = 0;
  // Entries found different from their page, with no page, or missing beside others: changed outside
  // the pipeline, perhaps without their words. An index with no entry at all (a first start, a bulk
  // import) starts from an empty vocabulary, and its pages add their words as they are indexed.
  let differed = 0;
  const empty = !(await strapi.db.connection(SEARCH_ENTRIES).first('id'));
  if (empty) await clearVocabulary(strapi);
  for (const uid of PAGE_UIDS) {
    const kind = pageTypeOf(uid);
    const knex = strapi.db.connection;
    const stored = new Map<string, { id: number; stamp: number | null }>();
    for (const row of (await knex(SEARCH_ENTRIES).where({ kind }).select('id', 'document_id', 'locale', 'source_updated_at')) as Row[])
      stored.set(`${String(row.document_id)}|${String(row.locale)}`, {
        id: Number(row.id),
        stamp: row.source_updated_at === null ? null : Number(row.source_updated_at),
      });
    const stale: Row[] = [];
    let lastId = 0;
    for (;;) {
      const rows = (await strapi.db.query(uid).findMany({
        where: { id: { $gt: lastId } },
        orderBy: { id: 'asc' },
        limit: 5000,
        select: ['id', 'documentId', 'locale', 'updatedAt'],
        populate: { publishedSettings: { select: ['id'] } },
      })) as Row[];
      if (!rows.length) break;
      lastId = Number(rows[rows.length - 1].id);
      for (const row of rows) {
        const key = `${String(row.documentId)}|${String(row.locale)}`;
        const entry = stored.get(key);
        stored.delete(key);
        const published = Boolean(row.publishedSettings);
        if (!published && !entry) continue;
        if (published && entry && entry.stamp === ms(row.updatedAt)) continue;
        if (entry || !empty) differed += 1;
        stale.push(row);
      }
    }
    // On SQLite, words of no entry (an entry removed outside the pipeline): they would pair with no page.
    if (!isPostgres(strapi)) await knex(SEARCH_FTS).whereNotIn('rowid', knex(SEARCH_ENTRIES).select('id')).delete();
    // Entries whose row is gone.
    const orphans = [...stored.values()].map((e) => e.id);
    if (orphans.length) {
      await strapi.db.transaction(async ({ trx }) => removeEntries(strapi, trx, orphans));
      changed += orphans.length;
      differed += orphans.length;
    }
    for (let i = 0; i < stale.length; i += BATCH) {
      await reindexRows(strapi, uid, stale.slice(i, i + BATCH));
      changed += Math.min(BATCH, stale.length - i);
      if (stale.length > BATCH) log(`search index: ${Math.min(i + BATCH, stale.length)} of ${stale.length} ${kind} locales`);
    }
  }
  // Entries that differed may have been changed outside the pipeline, their words with them. Pages that
  // merely had no entry (a first start, a bulk import) added their words as they were indexed.
  if (differed) await rebuildVocabulary(strapi, SEARCH_ENTRIES);
  if (changed) await strapi.db.transaction(({ trx }) => bumpSearchVersion(trx));
  return changed;
}
