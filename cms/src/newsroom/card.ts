/** The public shapes of the API (contract/blocks) built from stored rows: published settings only, never draft. */
import { COMPONENT_FIELDS, type FieldRule } from 'contract/blocks/fields';
import type { SharedArticleSettings, NewsroomCard, PublicImage, PublicTerm, PublishedSettings } from 'contract/blocks';

type Row = Record<string, unknown>;

export function toPublicImage(file: unknown): PublicImage | null {
  if (!file || typeof file !== 'object') return null;
  const f = file as Row;
  if (typeof f.url !== 'string') return null;
  const formats = f.formats && typeof f.formats === 'object' ? (f.formats as Record<string, Row>) : null;
  return {
    url: f.url,
    alternativeText: typeof f.alternativeText === 'string' ? f.alternativeText : null,
    width: typeof f.width === 'number' ? f.width : null,
    height: typeof f.height === 'number' ? f.height : null,
    formats: formats
      ? Object.fromEntries(Object.entries(formats).map(([k, v]) => [k, { url: String(v.url), width: Number(v.width), height: Number(v.height) }]))
      : null,
  };
}

export function toTerms(list: unknown): PublicTerm[] {
  if (!Array.isArray(list)) return [];
  return list.map((t: Row) => ({ key: String(t.key), label: String(t.label ?? t.name), name: String(t.name) })).sort((a, b) => a.key.localeCompare(b.key));
}

/** Strips database ids from components, recursively, and maps media to PublicImage. */
export function stripComponent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripComponent);
  if (!value || typeof value !== 'object') return value;
  const row = value as Row;
  if (typeof row.url === 'string' && ('mime' in row || 'formats' in row)) return toPublicImage(row);
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'id') continue;
    out[k] = stripComponent(v);
  }
  return out;
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A component's fields as the public API shows them, field by field as its schema says
 * (cms/blocks/fields, generated from it), so the result has the shape of the component's generated
 * interface: media as PublicImage, nested components the same way (no ids), booleans true or false,
 * a missing value null and a missing list [].
 */
export function toPublicComponent(row: Row, uid: string): Row {
  const fields = COMPONENT_FIELDS[uid];
  if (!fields) throw new Error(`toPublicComponent: unknown component "${uid}"`);
  const out: Row = {};
  for (const [name, rule] of Object.entries(fields)) out[name] = publicValue(row[name], rule);
  return out;
}

function publicValue(value: unknown, rule: FieldRule): unknown {
  switch (rule.kind) {
    case 'media':
      return rule.multiple ? (Array.isArray(value) ? value.map(toPublicImage).filter(Boolean) : []) : toPublicImage(value);
    case 'component':
      if (rule.repeatable) return Array.isArray(value) ? value.filter(isRow).map((item) => toPublicComponent(item, rule.component)) : [];
      return isRow(value) ? toPublicComponent(value, rule.component) : null;
    case 'boolean':
      return value === true;
    default:
      return value ?? null;
  }
}

/** An article's PublishedSettings (contract/blocks): its settings component, identity, schedule and taxonomy. */
export function toPublicSettings(article: Row): PublishedSettings | null {
  const settings = article.publishedSettings as Row | null | undefined;
  if (!settings) return null;
  return {
    id: Number(article.id),
    documentId: String(article.documentId),
    slug: String(article.slug),
    // Built from the schema SharedArticleSettings is generated from (card.test.ts compares the keys).
    ...(toPublicComponent(settings, 'shared.article-settings') as unknown as SharedArticleSettings),
    dateScheduled: (article.dateScheduled ?? null) as string | null,
    categories: toTerms(article.categories),
    industries: toTerms(article.industries),
  };
}

export function toCard(article: Row): NewsroomCard | null {
  const publishedSettings = toPublicSettings(article);
  return publishedSettings ? { slug: String(article.slug), publishedSettings } : null;
}
