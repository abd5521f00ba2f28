import type { Knex } from 'knex';
import type { Migration } from './migration';

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Batches of rows read and written at a time (a history of many thousand versions is not read at once). */
const BATCH = 500;

/**
 * Two fields left the schema: every block's `first` (the site takes it from the block's position) and
 * articles' older image description `imageAlt` (folded into `imageAltText` where that was empty, by
 * Strapi's migration in database/migrations before its schema sync dropped the column). Their copies
 * in the version history's snapshots follow here, so that a restored or compared version has the
 * current shape: blocks without `first`, draft settings with the older description folded in. (The
 * newsroom's cards are derived: the read model's FORMAT 4 has start-up rebuild them.)
 */
export const retiredFields: Migration = {
  name: '0007-retired-fields',
  async up(knex, { log }) {
    const versions = await rewrite(knex, 'page_versions', 'snapshot', (snapshot) => {
      const blocks = Array.isArray(snapshot.draft) ? snapshot.draft : [];
      const dropped = blocks.filter((block) => isRow(block) && 'first' in block).length;
      for (const block of blocks) if (isRow(block)) delete block.first;
      return foldImageDescription(snapshot.draftSettings) || dropped > 0;
    });
    if (versions) log(`Retired fields removed from ${versions} page version(s)`);
  },
};

/** `imageAlt` into `imageAltText` where that is empty, then removed; true when the settings changed. */
export function foldImageDescription(settings: unknown): boolean {
  if (!isRow(settings) || !('imageAlt' in settings)) return false;
  const older = settings.imageAlt;
  if (typeof older === 'string' && older !== '' && (settings.imageAltText === null || settings.imageAltText === undefined || settings.imageAltText === ''))
    settings.imageAltText = older;
  delete settings.imageAlt;
  return true;
}

/** Applies `change` to the JSON in `column` of every row of `table` (if the table exists); returns how many rows changed. */
async function rewrite(knex: Knex, table: string, column: string, change: (value: Row) => boolean): Promise<number> {
  if (!(await knex.schema.hasTable(table))) return 0;
  let changed = 0;
  for (let after = -1; ;) {
    const rows = (await knex(table).select('id', column).where('id', '>', after).orderBy('id').limit(BATCH)) as Array<{ id: number } & Row>;
    if (!rows.length) return changed;
    after = Number(rows[rows.length - 1].id);
    for (const row of rows) {
      const value: unknown = JSON.parse(String(row[column]));
      if (!isRow(value) || !change(value)) continue;
      await knex(table)
        .where('id', row.id)
        .update({ [column]: JSON.stringify(value) });
      changed += 1;
    }
  }
}
