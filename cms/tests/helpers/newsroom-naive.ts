/**
 * The newsroom's reference answer for newsroom-counts.ts: what the spec's rules (rules.ts isInGrid /
 * isInEventsView) give over the stored entries and their keys, counted naively in memory.
 */
import type { NewsroomQuery } from '../../src/newsroom/params';
import { isInEventsView, isInGrid } from '../../src/newsroom/rules';

export type Row = Record<string, unknown>;
/** The read model's rows as stored: entries and their category (c) and industry (i) keys. */
export type Stored = { entries: Row[]; keys: Row[] };

/**
 * The slugs a query shows at `limit`, in order. `nulls`: where the database sorts NULL in a descending
 * order (PostgreSQL first, SQLite last).
 */
export function naiveSlugs({ entries, keys }: Stored, q: NewsroomQuery, limit: number, nulls: 'first' | 'last'): string[] {
  const n = (v: unknown) => (v === null ? null : Number(v));
  const has = (id: number, kind: string, wanted: string[]) => keys.some((k) => Number(k.entry_id) === id && k.kind === kind && wanted.includes(String(k.key)));
  const rows = entries
    .map((e) => ({
      id: Number(e.id),
      slug: String(e.slug),
      locale: e.locale,
      featured: Number(e.is_featured),
      dp: n(e.date_published),
      ds: n(e.date_scheduled),
      du: n(e.date_unpublished),
    }))
    .filter((e) => e.locale === q.locale && !e.featured)
    .filter((e) => {
      const dates = { datePublished: e.dp, dateScheduled: e.ds, dateUnpublished: e.du };
      return q.eventsView ? isInEventsView(dates, limit) : isInGrid(dates, limit);
    })
    .filter((e) => (!q.categories.length || has(e.id, 'c', q.categories)) && (!q.industries.length || has(e.id, 'i', q.industries)));
  const nullDesc = nulls === 'first' ? Infinity : -Infinity;
  rows.sort((a, b) => (q.eventsView ? a.dp! - b.dp! || a.id - b.id : b.dp! - a.dp! || (b.ds ?? nullDesc) - (a.ds ?? nullDesc) || b.id - a.id));
  return rows.map((r) => r.slug);
}
