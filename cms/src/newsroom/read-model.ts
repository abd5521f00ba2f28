import type { Core } from '@strapi/strapi';
import { recountAt } from './counts';
import { FORMAT, deriveEntry, loadArticles, type DerivedEntry } from './derive';
import { BATCH, bumpVersion, lockDocuments, lockReadModel, replaceEntries } from './entries';
import { COUNTS, DAY_COUNTS, ENTRIES, KEYS, STATE } from './tables';
import { lockWatermark, watermarkTarget } from './watermark';

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

type Row = Record<string, unknown>;

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

export async function readModelVersion(strapi: Core.Strapi): Promise<number> {
  const row = await strapi.db.connection(STATE).where({ id: 1 }).first('version');
  return Number(row?.version ?? 0);
}
