import type { Core } from '@strapi/strapi';
import { toCard } from './card';
import { countColumns, eventLive, gridStarted } from './windows';

/** What the read model holds for an article (read-model.ts): its entry row and filter keys, derived from the article's rows. */

export const ARTICLE = 'api::article.article';
/** Its table. */
export const ARTICLES = 'articles';
/**
 * Raise when the entry shape changes: boot then rebuilds the read model. 2: source_updated_at. 3: masks,
 * windows, counts. 4: cards without the older image description (`imageAlt`, folded into `imageAltText`).
 */
export const FORMAT = 4;

const POPULATE = {
  publishedSettings: { populate: { mainImage: true, eventDates: true } },
  categories: { select: ['key', 'name', 'label'] },
  industries: { select: ['key', 'name'] },
} as const;

type Row = Record<string, unknown>;

/** A date as an article row holds it (a Date or a date string) in ms since the epoch, or null. */
export const ms = (value: unknown): number | null => {
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
