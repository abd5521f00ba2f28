/** The site search's tables (migrations/0008-search-index.ts makes them; search/index.ts writes them, the engines read them). */
export const SEARCH_ENTRIES = 'search_entries';
/** SQLite only: the FTS5 table of each entry's lexemes (rowid = the entry's id). PostgreSQL keeps a tsvector column instead. */
export const SEARCH_FTS = 'search_fts';
