import { COMPONENT_FIELDS, type FieldRule } from 'contract/blocks/fields';
import { pageTypeOf, type PageType, type PageUid } from 'contract/rules';
import { CATEGORY_BITS, INDUSTRY_BITS, maskOf } from '../newsroom/masks';
import { ms } from '../newsroom/derive';
import { toTerms } from '../newsroom/card';
import type { PublicTerm } from 'contract/blocks';
import { termName } from 'contract/taxonomy';

type Row = Record<string, unknown>;

/**
 * What the site search keeps of one published page locale (search/index.ts writes it, the engines
 * read it): its texts by weight, its filter masks, when the site shows it, and what a result shows.
 * Built from the published pair only: a draft never reaches the index.
 */
export interface SearchDocument {
  kind: PageType;
  documentId: string;
  locale: string;
  slug: string;
  /** Ranked first: the page's title. */
  title: string;
  /** The article's description or the landing page's SEO description. */
  summary: string;
  /** Category and industry names. */
  terms: string;
  /** The text of every published block, in order. */
  body: string;
  catMask: number;
  indMask: number;
  /** The site shows the page from this instant (ms) until `visibleUntil` (null: for ever); null `visibleFrom`: never. */
  visibleFrom: number | null;
  visibleUntil: number | null;
  /** What a result shows besides its title and snippet. */
  card: SearchCard;
}

export interface SearchCard {
  kind: PageType;
  slug: string;
  /** The article's publish date or the landing page's, ISO; null when it has none. */
  date: string | null;
  categories: PublicTerm[];
}

/** Text fields that hold no words a visitor reads (ids, codes, dates, addresses of things). */
const NOT_TEXT = new Set([
  'uuid',
  'youtubeVideoCode',
  'timeZone',
  'startDate',
  'endDate',
  'datePublished',
  'dateUnpublished',
  'anchorLink',
  'email',
  'phone',
  'seoTitle',
  'seoDescription',
  'pageTitle',
]);
/** Blocks whose text is markup of the editor's own (a raw HTML block): left out. */
const NOT_INDEXED_BLOCKS = new Set(['blocks.raw-html']);

/**
 * The words of HTML as a reader sees them: tags removed (script and style with their content),
 * entities for the common characters decoded. One pass over the text, no regular expression.
 */
export function htmlText(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const ch = html[i];
    if (ch === '<') {
      const skipped = ['script', 'style'].find((name) => startsWithTag(html, i + 1, name));
      if (skipped) i = indexOfTag(html, `/${skipped}`, i + 1);
      const close = html.indexOf('>', i);
      i = close < 0 ? html.length : close + 1;
      out += ' ';
      continue;
    }
    if (ch === '&') {
      const semi = html.slice(i, i + 12).indexOf(';');
      const decoded = semi > 1 ? (ENTITIES[html.slice(i + 1, i + semi)] ?? numericEntity(html.slice(i + 1, i + semi))) : null;
      if (decoded !== null) {
        out += decoded;
        i += semi + 1;
        continue;
      }
    }
    out += ch;
    i += 1;
  }
  return collapse(out);
}

/** `name` (ASCII, lower case) starts at `at`, in any case. */
const startsWithTag = (text: string, at: number, name: string): boolean => text.slice(at, at + name.length).toLowerCase() === name;

/** Where `<name` next starts after `from` in any case (the text's end if nowhere): one pass. */
function indexOfTag(text: string, name: string, from: number): number {
  for (let at = text.indexOf('<', from); at >= 0; at = text.indexOf('<', at + 1)) if (startsWithTag(text, at + 1, name)) return at;
  return text.length;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function numericEntity(entity: string): string | null {
  if (!entity.startsWith('#')) return null;
  const hex = entity[1] === 'x' || entity[1] === 'X';
  const digits = entity.slice(hex ? 2 : 1);
  if (!digits || digits.length > 7) return null;
  const code = Number.parseInt(digits, hex ? 16 : 10);
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
}

/** Runs of white space as one space, trimmed. */
function collapse(text: string): string {
  let out = '';
  let space = false;
  for (const ch of text) {
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r' || ch === '\u00a0') space = out.length > 0;
    else {
      if (space) out += ' ';
      out += ch;
      space = false;
    }
  }
  return out;
}

/** The readable texts of one component (a block, or a component inside one), in field order. */
export function componentTexts(row: Row, uid: string, into: string[] = []): string[] {
  const fields = COMPONENT_FIELDS[uid];
  if (!fields || NOT_INDEXED_BLOCKS.has(uid)) return into;
  for (const [name, rule] of Object.entries(fields)) fieldTexts(row[name], name, rule, into);
  return into;
}

function fieldTexts(value: unknown, name: string, rule: FieldRule, into: string[]): void {
  if (value === null || value === undefined) return;
  if (rule.kind === 'text' && !NOT_TEXT.has(name) && typeof value === 'string') into.push(collapse(value));
  else if (rule.kind === 'html' && typeof value === 'string') into.push(htmlText(value));
  else if (rule.kind === 'media') {
    for (const file of Array.isArray(value) ? value : [value]) {
      const alt = (file as Row | null)?.alternativeText;
      if (typeof alt === 'string') into.push(collapse(alt));
    }
  } else if (rule.kind === 'component') {
    for (const item of Array.isArray(value) ? value : [value]) if (item && typeof item === 'object') componentTexts(item as Row, rule.component, into);
  }
}

const joined = (texts: string[]): string => texts.filter(Boolean).join('\n');

/**
 * The search document of one page locale, read with its published pair, categories and industries
 * populated (search/index.ts); null when the locale is not published. An article the site never shows
 * (no publish date) gets no visibility window and is never found.
 */
export function searchDocumentOf(uid: PageUid, row: Row): SearchDocument | null {
  const settings = row.publishedSettings as Row | null | undefined;
  if (!settings) return null;
  const kind = pageTypeOf(uid);
  const blocks = ((row.published as Row[] | null | undefined) ?? []).flatMap((block) => componentTexts(block, String(block.__component)));
  const categories = toTerms(row.categories);
  const industries = toTerms(row.industries);
  let title: string;
  let summary: string;
  let visibleFrom: number | null;
  let visibleUntil: number | null;
  let date: string | null;
  if (kind === 'article') {
    title = String(settings.articleTitle ?? row.title ?? '');
    summary = String(settings.description ?? '');
    const published = ms(settings.datePublished);
    const scheduled = ms(row.dateScheduled);
    visibleFrom = published === null ? null : Math.max(published, scheduled ?? -Infinity);
    visibleUntil = ms(settings.dateUnpublished);
    date = published === null ? null : new Date(published).toISOString();
  } else {
    title = String(row.title ?? '');
    summary = String(settings.seoDescription ?? '');
    visibleFrom = Number.MIN_SAFE_INTEGER;
    visibleUntil = null;
    const published = ms(row.datePublished);
    date = published === null ? null : new Date(published).toISOString();
  }
  return {
    kind,
    documentId: String(row.documentId),
    locale: String(row.locale),
    slug: String(row.slug),
    title: collapse(title),
    summary: collapse(summary),
    // The CMS's names, and what the locale's visitors call them ("Historias de clientes").
    terms: joined([...categories, ...industries].map((t) => [...new Set([t.name, t.label, termName(String(row.locale), t.key)])].filter(Boolean).join(' '))),
    body: joined(blocks),
    catMask: maskOf(
      CATEGORY_BITS,
      categories.map((c) => c.key),
    ),
    indMask: maskOf(
      INDUSTRY_BITS,
      industries.map((i) => i.key),
    ),
    visibleFrom,
    visibleUntil,
    card: { kind, slug: String(row.slug), date, categories },
  };
}
