/** The newsroom's fixed taxonomy (spec website.md section 3, "Filter options"). */
export interface CategoryDefinition {
  key: string;
  name: string;
  /** What visitors see: the four event sub-categories display as "Events". */
  label: string;
}

export interface IndustryDefinition {
  key: string;
  name: string;
}

export const EVENTS_CATEGORY = 'events';

/** Selecting `events` also selects these (spec section 4). */
export const EVENT_SUBCATEGORIES = ['in_person_trainings', 'marketing_webinars', 'tradeshows', 'online_trainings'] as const;

export const CATEGORIES: readonly CategoryDefinition[] = [
  { key: 'company_news', name: 'Company News', label: 'Company News' },
  { key: 'product_updates', name: 'Product Updates', label: 'Product Updates' },
  { key: 'success_and_learning', name: 'Success and Learning', label: 'Success and Learning' },
  { key: 'industry_perspectives', name: 'Industry Perspectives', label: 'Industry Perspectives' },
  { key: 'customer_stories', name: 'Customer Stories', label: 'Customer Stories' },
  { key: 'events', name: 'Events', label: 'Events' },
  { key: 'marketing_webinars', name: 'Marketing Webinars', label: 'Events' },
  { key: 'tradeshows', name: 'Tradeshows', label: 'Events' },
  { key: 'in_person_trainings', name: 'In-Person Trainings', label: 'Events' },
  { key: 'online_trainings', name: 'Online Trainings', label: 'Events' },
];

export const INDUSTRIES: readonly IndustryDefinition[] = [
  { key: 'BDLG', name: 'Architecture' },
  { key: 'ENT', name: 'Entertainment' },
  { key: 'LAND', name: 'Landscape' },
  { key: 'INT', name: 'Interiors' },
];

export const CATEGORY_KEYS: ReadonlySet<string> = new Set(CATEGORIES.map((c) => c.key));
export const INDUSTRY_KEYS: ReadonlySet<string> = new Set(INDUSTRIES.map((i) => i.key));

/** Expands a category selection: `events` brings its four sub-categories along. */
export function expandCategoryKeys(keys: readonly string[]): string[] {
  const out = new Set(keys);
  if (out.has(EVENTS_CATEGORY)) EVENT_SUBCATEGORIES.forEach((k) => out.add(k));
  return [...out];
}

export const LOCALES = ['en-US', 'es-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/**
 * What visitors of a locale call the categories and industries, where it is not the CMS's own (English)
 * name: the site's filters and cards show it (web/i18n), the site search indexes it beside the name.
 * The event sub-categories are shown as `events`.
 */
export const TERM_NAMES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  'en-US': {},
  'es-US': {
    company_news: 'Noticias de la empresa',
    product_updates: 'Novedades de productos',
    success_and_learning: 'Éxito y aprendizaje',
    industry_perspectives: 'Perspectivas del sector',
    customer_stories: 'Historias de clientes',
    events: 'Eventos',
    BDLG: 'Arquitectura',
    ENT: 'Entretenimiento',
    LAND: 'Paisajismo',
    INT: 'Interiores',
  },
};

/** A term's name for visitors of `locale` (an event sub-category is named as `events`), or undefined where the CMS's name stands. */
export function termName(locale: string, key: string): string | undefined {
  const shown = (EVENT_SUBCATEGORIES as readonly string[]).includes(key) ? EVENTS_CATEGORY : key;
  return TERM_NAMES[locale as Locale]?.[shown];
}
