/** The site search's tables (migrations/0008-search-index.ts makes them; search/index.ts writes them, the engines read them). */
export const SEARCH_ENTRIES = 'search_entries';
/** SQLite only: the FTS5 table of each entry's lexemes (rowid = the entry's id). PostgreSQL keeps a tsvector column instead. */
export const SEARCH_FTS = 'search_fts';
/** The words of the published pages per locale and how many entries hold each: what a misspelling is corrected to (vocabulary.ts). */
export const SEARCH_WORDS = 'search_words';
/** SQLite only: the FTS5 trigram table of the words (rowid = the word's id); PostgreSQL has a pg_trgm GIN index. */
export const SEARCH_WORDS_FTS = 'search_words_fts';
/** One row (id 1): the index's version, moved by every write that changes an entry; keys each instance's result cache. */
export const SEARCH_STATE = 'search_state';
