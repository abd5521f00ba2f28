import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { CountDeltas } from './count-deltas';
import { ARTICLES, deriveEntry, type DerivedEntry } from './derive';
import { ENTRIES, KEYS, STATE } from './tables';

/** The writes every read-model transaction is made of (read-model.ts, repair.ts): locks, entries with their counts, the version. */

export const BATCH = 500;

type Row = Record<string, unknown>;

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
export async function lockReadModel(strapi: Core.Strapi, trx: Knex.Transaction): Promise<void> {
  if (strapi.db.dialect.client === 'postgres') await trx.raw(`LOCK TABLE ${ENTRIES}, ${KEYS} IN EXCLUSIVE MODE`);
}

/** The columns of a stored entry that the counts depend on. */
const COUNTED = ['id', 'locale', 'is_featured', 'date_published', 'cat_mask', 'ind_mask', 'grid_from', 'grid_until', 'events_from', 'events_until'];

/**
 * Makes the entries with these ids equal to what `articles` derive (those without a card go), and
 * the counts with them (the watermark held by the caller); `counts: false` when the caller
 * recounts everything afterwards (a rebuild). Returns how many entries are written.
 */
export async function replaceEntries(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  ids: number[],
  articles: Row[],
  watermark: number,
  counts: boolean,
): Promise<number> {
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
export async function bumpVersion(trx: Knex, extra: Row = {}): Promise<void> {
  await trx(STATE)
    .where({ id: 1 })
    .update({ version: trx.raw('version + 1'), ...extra });
}
