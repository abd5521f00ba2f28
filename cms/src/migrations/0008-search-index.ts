import type { Migration } from './migration';

const ENTRIES = 'search_entries';
const FTS = 'search_fts';
const WORDS = 'search_words';
const WORDS_FTS = 'search_words_fts';

/**
 * The site search's index (search/): one row per published page locale, written in the same
 * transaction as the page (the page-write pipeline's `indexSearch` step) and filled for existing
 * pages by the start-up repair. On PostgreSQL the words are a generated tsvector column (the locale's
 * `english` or `spanish` configuration; title weight A, summary and categories B, blocks C) with a
 * GIN index; on SQLite an FTS5 table holds the same lexemes, computed by search/lexemes.ts. The pages'
 * words and how many entries hold each (search/vocabulary.ts) correct misspellings: a pg_trgm GIN index
 * on PostgreSQL (the extension ships with PostgreSQL and is trusted: the database's owner may create
 * it), an FTS5 trigram table on SQLite.
 */
export const searchIndex: Migration = {
  name: '0008-search-index',
  async up(knex, { dialect }) {
    await knex.schema.createTable(ENTRIES, (t) => {
      t.increments('id').primary();
      t.string('kind', 16).notNullable();
      t.string('document_id', 64).notNullable();
      t.string('locale', 16).notNullable();
      t.string('slug', 255).notNullable();
      t.text('title').notNullable();
      t.text('summary').notNullable();
      t.text('terms').notNullable();
      t.text('body').notNullable();
      t.integer('cat_mask').notNullable().defaultTo(0);
      t.integer('ind_mask').notNullable().defaultTo(0);
      // When the site shows the page (ms): from (null: never) until (null: for ever).
      t.bigInteger('visible_from').nullable();
      t.bigInteger('visible_until').nullable();
      // The newest first among equally ranked results.
      t.bigInteger('sort_date').nullable();
      t.text('card').notNullable();
      // The source row's updatedAt (ms): the start-up repair re-derives entries older than their page.
      t.bigInteger('source_updated_at').nullable();
      t.unique(['kind', 'document_id', 'locale'], { indexName: 'search_entries_page_unique' });
    });
    if (dialect === 'postgres') {
      const vector = (config: string) =>
        `setweight(to_tsvector('${config}'::regconfig, title), 'A') || setweight(to_tsvector('${config}'::regconfig, summary || ' ' || terms), 'B') || setweight(to_tsvector('${config}'::regconfig, body), 'C')`;
      await knex.raw(
        `ALTER TABLE ${ENTRIES} ADD COLUMN document tsvector GENERATED ALWAYS AS (CASE WHEN locale = 'es-US' THEN ${vector('spanish')} ELSE ${vector('english')} END) STORED`,
      );
      await knex.raw(`CREATE INDEX search_entries_document_idx ON ${ENTRIES} USING gin (document)`);
    } else {
      await knex.raw(`CREATE VIRTUAL TABLE ${FTS} USING fts5(title, summary, terms, body, tokenize = 'unicode61 remove_diacritics 0')`);
    }
    await knex.raw(`CREATE INDEX search_entries_locale_idx ON ${ENTRIES} (locale, sort_date)`);
    if (dialect === 'postgres') {
      await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await knex.raw(`CREATE TABLE ${WORDS} (locale varchar(16) NOT NULL, word varchar(64) NOT NULL, count integer NOT NULL, PRIMARY KEY (locale, word))`);
      await knex.raw(`CREATE INDEX search_words_trgm_idx ON ${WORDS} USING gin (word gin_trgm_ops)`);
    } else {
      await knex.schema.createTable(WORDS, (t) => {
        t.increments('id').primary();
        t.string('locale', 16).notNullable();
        t.string('word', 64).notNullable();
        t.integer('count').notNullable();
        t.unique(['locale', 'word'], { indexName: 'search_words_unique' });
      });
      await knex.raw(`CREATE VIRTUAL TABLE ${WORDS_FTS} USING fts5(word, tokenize = 'trigram')`);
    }
  },
};
