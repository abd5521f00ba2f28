import type { Core } from '@strapi/strapi';
import { attributesOf } from './schema';
import { derivedFrom, DRAFT_PAIR, PUBLISHED_PAIR, type PageUid } from 'contract/rules';

type Row = Record<string, unknown>;

/** What the public can see of one locale of a page, apart from the published pair's content. */
export interface PublicLocale {
  slug: string;
  /** Has a published pair (publishedSettings): the site may show it. */
  published: boolean;
  /** The page-level fields the site reads (slug, dates, title, categories…), as one comparable string. */
  fields: string;
}

export interface PublicChange {
  locale: string;
  slug?: string;
  /** The slug it had before, when this change renamed it (the site drops that page too). */
  previousSlug?: string;
  /** published: false → true; unpublished: true → false. */
  transition: 'published' | 'unpublished' | 'changed';
}

/** The pairs, and what Strapi and i18n keep on every entry (timestamps change on every write). */
const NOT_PAGE_FIELDS = new Set<string>([
  ...DRAFT_PAIR,
  ...PUBLISHED_PAIR,
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);
const ids = (linked: unknown): number[] => (Array.isArray(linked) ? linked : linked ? [linked] : []).map((r) => Number((r as Row).id)).sort((a, b) => a - b);

/**
 * A page type's page-level fields: every attribute outside the draft and published pairs and what
 * Strapi keeps on every entry, read with the schema (scalars, and relations), derived ones left out
 * (the article's title comes from the draft: not what the site shows, nor what an editor types).
 */
export function pageFieldsOf(strapi: Core.Strapi, uid: PageUid): { scalars: string[]; relations: string[] } {
  const scalars: string[] = [];
  const relations: string[] = [];
  for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
    if (NOT_PAGE_FIELDS.has(name) || derivedFrom(attribute)) continue;
    if (attribute.type === 'relation') relations.push(name);
    else if (attribute.type !== 'component' && attribute.type !== 'dynamiczone' && attribute.type !== 'media') scalars.push(name);
  }
  return { scalars, relations };
}

/** What the public sees of one locale row (its page fields, whether it has a published pair), read with any populate that gives `publishedSettings` and the relations' ids. */
export function publicLocaleOf(strapi: Core.Strapi, uid: PageUid, row: Row): PublicLocale {
  const { scalars, relations } = pageFieldsOf(strapi, uid);
  const fields: Row = {};
  for (const name of scalars) fields[name] = row[name] instanceof Date ? (row[name] as Date).toISOString() : (row[name] ?? null);
  for (const name of relations) fields[name] = ids(row[name]);
  return { slug: String(row.slug), published: Boolean(row.publishedSettings), fields: JSON.stringify(fields) };
}

/** The public state of every locale of a document, from its locale rows (publicRows, or any read that gives the same). */
export function publicStateOf(strapi: Core.Strapi, uid: PageUid, rows: ReadonlyMap<string, Row>): Map<string, PublicLocale> {
  return new Map([...rows].map(([locale, row]) => [locale, publicLocaleOf(strapi, uid, row)]));
}

/**
 * Every locale row of a document with what `publicLocaleOf` reads (scalars, `publishedSettings`'s id,
 * the relations' ids) and its id: one light read. Joins the current transaction, if any.
 */
export async function publicRows(strapi: Core.Strapi, uid: PageUid, documentId: string): Promise<Row[]> {
  const { scalars, relations } = pageFieldsOf(strapi, uid);
  const populate: Row = { publishedSettings: { select: ['id'] } };
  for (const name of relations) populate[name] = { select: ['id'] };
  return (await strapi.db.query(uid).findMany({ where: { documentId }, select: [...new Set(['id', 'locale', 'slug', ...scalars])], populate })) as Row[];
}

/**
 * The locales whose public face a write changed: published before or after, and then its page fields,
 * its being published, or its published pair (written in `pairWrittenIn`) changed. A draft save of a
 * published page that leaves its page fields alone changes nothing public.
 */
export function publicChanges(before: Map<string, PublicLocale>, after: Map<string, PublicLocale>, pairWrittenIn: string | null): PublicChange[] {
  const changes: PublicChange[] = [];
  for (const locale of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(locale);
    const now = after.get(locale);
    if (!was?.published && !now?.published) continue;
    if (was && now && was.published === now.published && was.fields === now.fields && pairWrittenIn !== locale) continue;
    changes.push({
      locale,
      slug: now?.slug ?? was?.slug,
      ...(was && now && was.slug !== now.slug ? { previousSlug: was.slug } : {}),
      transition: !now?.published ? 'unpublished' : !was?.published ? 'published' : 'changed',
    });
  }
  return changes;
}
