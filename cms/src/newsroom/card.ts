/** The public shape of an article in lists and on its page: published settings only, never draft. */
export interface PublicTerm {
  key: string;
  label: string;
  name: string;
}

export interface PublicImage {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  formats: Record<string, { url: string; width: number; height: number }> | null;
}

type Row = Record<string, unknown>;

const SETTINGS_FIELDS = [
  'pageTitle', 'description', 'articleTitle', 'author', 'datePublished', 'dateUnpublished', 'imageAlt', 'imageAltText',
  'layout', 'isFeatured', 'redirectUrl', 'anchorLink', 'profiledFirm', 'profiledFirmLocation',
] as const;

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
  return list
    .map((t: Row) => ({ key: String(t.key), label: String(t.label ?? t.name), name: String(t.name) }))
    .sort((a, b) => a.key.localeCompare(b.key));
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

export function toPublicSettings(article: Row): Row | null {
  const settings = article.publishedSettings as Row | null | undefined;
  if (!settings) return null;
  const out: Row = { id: article.id, documentId: article.documentId, slug: article.slug };
  for (const field of SETTINGS_FIELDS) out[field] = settings[field] ?? null;
  out.dateScheduled = article.dateScheduled ?? null;
  out.mainImage = toPublicImage(settings.mainImage);
  out.eventDates = stripComponent(settings.eventDates ?? []);
  out.categories = toTerms(article.categories);
  out.industries = toTerms(article.industries);
  return out;
}

export function toCard(article: Row): { slug: string; publishedSettings: Row } | null {
  const publishedSettings = toPublicSettings(article);
  return publishedSettings ? { slug: String(article.slug), publishedSettings } : null;
}
