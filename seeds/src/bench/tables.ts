/**
 * The Strapi tables seed:bench writes, with the column types it needs to encode values per
 * database. Names are Strapi 5's (collectionName, `_cmps` component links, `_lnk` relation links),
 * checked against a database created by booting the CMS.
 */
export type ColumnType = 'int' | 'text' | 'timestamp' | 'bool' | 'float';

export interface TableSpec {
  name: string;
  columns: Record<string, ColumnType>;
}

export const ARTICLES: TableSpec = {
  name: 'articles',
  columns: {
    id: 'int',
    document_id: 'text',
    uuid: 'text',
    slug: 'text',
    date_scheduled: 'timestamp',
    created_at: 'timestamp',
    updated_at: 'timestamp',
    published_at: 'timestamp',
    locale: 'text',
  },
};

export const SETTINGS: TableSpec = {
  name: 'components_shared_article_settings',
  columns: {
    id: 'int',
    page_title: 'text',
    description: 'text',
    article_title: 'text',
    author: 'text',
    date_published: 'timestamp',
    date_unpublished: 'timestamp',
    image_alt_text: 'text',
    layout: 'text',
    is_featured: 'bool',
    redirect_url: 'text',
    anchor_link: 'text',
    profiled_firm: 'text',
    profiled_firm_location: 'text',
  },
};

const componentLink = (name: string): TableSpec => ({
  name,
  columns: { id: 'int', entity_id: 'int', cmp_id: 'int', component_type: 'text', field: 'text', order: 'float' },
});

/** Article → its publishedSettings component. */
export const ARTICLE_COMPONENTS = componentLink('articles_cmps');
/** Article settings → their eventDates components. */
export const SETTINGS_COMPONENTS = componentLink('components_shared_article_settings_cmps');

export const EVENT_DATES: TableSpec = {
  name: 'components_shared_event_date',
  columns: { id: 'int', start_date: 'timestamp', end_date: 'timestamp', time_zone: 'text', address: 'text', cancelled: 'bool' },
};

/** The published body's Text blocks (article → block through ARTICLE_COMPONENTS, field `published`). */
export const TEXT_BLOCKS: TableSpec = {
  name: 'components_blocks_text',
  columns: { id: 'int', title: 'text', content: 'text', dark_mode: 'bool', surface: 'text' },
};

export const ARTICLE_CATEGORIES: TableSpec = {
  name: 'articles_categories_lnk',
  columns: { id: 'int', article_id: 'int', category_id: 'int', category_ord: 'float', article_ord: 'float' },
};

export const ARTICLE_INDUSTRIES: TableSpec = {
  name: 'articles_industries_lnk',
  columns: { id: 'int', article_id: 'int', industry_id: 'int', industry_ord: 'float', article_ord: 'float' },
};

export const FILE_LINKS: TableSpec = {
  name: 'files_related_mph',
  columns: { id: 'int', file_id: 'int', related_id: 'int', related_type: 'text', field: 'text', order: 'float' },
};

export const BENCH_TABLES: readonly TableSpec[] = [
  ARTICLES,
  SETTINGS,
  ARTICLE_COMPONENTS,
  SETTINGS_COMPONENTS,
  EVENT_DATES,
  TEXT_BLOCKS,
  ARTICLE_CATEGORIES,
  ARTICLE_INDUSTRIES,
  FILE_LINKS,
];

/** A row: dates as epoch milliseconds, encoded per database on insert. */
export type Row = Record<string, string | number | boolean | null>;
