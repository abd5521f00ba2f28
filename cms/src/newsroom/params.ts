import { CATEGORY_KEYS, EVENTS_CATEGORY, INDUSTRY_KEYS, LOCALES, DEFAULT_LOCALE, expandCategoryKeys, type Locale } from 'contract/taxonomy';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './rules';

export interface NewsroomQuery {
  page: number;
  pageSize: number;
  locale: Locale;
  /** Expanded category keys (events brings its sub-categories). */
  categories: string[];
  industries: string[];
  eventsView: boolean;
}

export class QueryError extends Error {}

const KNOWN = new Set(['page', 'pageSize', 'industry', 'category', 'locale']);

type Raw = Record<string, unknown>;

/**
 * Validates the public newsroom query. Unknown parameters, non-numeric pages and unknown keys are a
 * 400 with a message naming the parameter; pageSize above 100 is clamped to 100 (documented).
 */
export function parseNewsroomQuery(raw: Raw, options: { allowFilters?: boolean } = {}): NewsroomQuery {
  const allowFilters = options.allowFilters ?? true;
  for (const key of Object.keys(raw)) {
    if (!KNOWN.has(key) || (!allowFilters && key !== 'locale')) throw new QueryError(`Unknown query parameter "${key}"`);
  }
  const page = positiveInt(raw.page, 'page', 1);
  const pageSize = Math.min(positiveInt(raw.pageSize, 'pageSize', PAGE_SIZE_DEFAULT), PAGE_SIZE_MAX);
  const locale = single(raw.locale, 'locale') ?? DEFAULT_LOCALE;
  if (!(LOCALES as readonly string[]).includes(locale)) {
    throw new QueryError(`locale "${locale}" is not supported (use ${LOCALES.join(' or ')})`);
  }
  const categoryKeys = keyList(raw.category, 'category', CATEGORY_KEYS);
  const industries = keyList(raw.industry, 'industry', INDUSTRY_KEYS);
  const eventsView = categoryKeys.length === 1 && categoryKeys[0] === EVENTS_CATEGORY;
  if (page > 1_000_000) throw new QueryError('page must be at most 1000000');
  return { page, pageSize, locale: locale as Locale, categories: expandCategoryKeys(categoryKeys), industries, eventsView };
}

function single(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new QueryError(`${name} must be given once, as a single value`);
  return value;
}

function positiveInt(value: unknown, name: string, fallback: number): number {
  const text = single(value, name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new QueryError(`${name} must be a whole number of at least 1 (got "${text}")`);
  return Number(text);
}

function keyList(value: unknown, name: string, allowed: ReadonlySet<string>): string[] {
  const text = single(value, name);
  if (text === undefined) return [];
  const keys = [
    ...new Set(
      text
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = keys.filter((k) => !allowed.has(k));
  if (unknown.length) throw new QueryError(`${name} has unknown key(s): ${unknown.join(', ')} (allowed: ${[...allowed].join(', ')})`);
  return keys;
}
