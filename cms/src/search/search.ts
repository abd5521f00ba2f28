import type { Core } from '@strapi/strapi';
import type { SearchAnswer, SearchHit } from 'contract/wire';
import type { SearchCard } from './document';
import { correctedQuery, nearbyWords } from './correct';
import type { Found, MatchEngine } from './engine';
import { configOf } from './lexemes';
import { isEmpty, lookupOf, type Lookup } from './lookup';
import { createPostgresMatches } from './postgres-matches';
import type { SearchQuery } from './query';
import { highlight, snippet, type Wanted } from './snippet';
import { createSqliteMatches } from './sqlite-matches';

/** How many of the newest matches are ranked and paged: the answers of a common word stop there (`meta.more`). */
export const SEARCH_WINDOW = 1000;

/**
 * The site search (GET /api/search): published pages of one locale that hold every word of the
 * query (stemmed in the locale's language). Of the pages that match, the newest `window` (1,000) are
 * ranked: those whose title holds the words first, then by rank (PostgreSQL's ts_rank over the
 * weighted tsvector, postgres-matches.ts; SQLite's bm25, sqlite-matches.ts), then the newest;
 * `meta.more` says that older pages match too. Bounding the ranked set bounds the work: a word on
 * most of a million pages reads its newest thousand in index order (search_entries_recent_idx)
 * instead of ranking every one. Only what the site shows at `now` is found. With `prefix`, the last
 * word typed matches as the beginning of a word (the header's suggestions).
 */
export function createSearch(strapi: Core.Strapi, options: { window?: number } = {}) {
  const window = options.window ?? SEARCH_WINDOW;
  // The engine is chosen on first use: the database connection is known by then.
  let engine: MatchEngine | null = null;
  const engineOf = (): MatchEngine =>
    (engine ??= strapi.db.dialect.client === 'postgres' ? createPostgresMatches(strapi, window) : createSqliteMatches(strapi, window));

  return {
    /** Closes the search's pool (Strapi's destroy). */
    async close(): Promise<void> {
      const open = engine;
      engine = null;
      await open?.close();
    },
    async search(query: SearchQuery, now: number, options: { prefix?: boolean } = {}): Promise<SearchAnswer> {
      const config = configOf(query.locale);
      const prefix = options.prefix ?? false;
      // The page's rows and how many match (up to the window + 1).
      const find = async (lookup: Lookup): Promise<Found> => (isEmpty(lookup) ? { rows: [], found: 0 } : engineOf().matches(lookup, query, now, config));
      let lookup = lookupOf(query.q, config, prefix);
      let { rows, found } = await find(lookup);
      // Nothing found: each word the pages do not hold is taken as misspelled and replaced by the closest
      // one they hold ("archtect" → "architect"), and the query is tried once more. The word being typed
      // too, when no word begins with it ("mass timbr" suggests "mass timber"); it stays the prefix.
      let corrected: string | null = null;
      if (!found && !isEmpty(lookup)) {
        const fixed = await correctedQuery(strapi, query.q, query.locale, false);
        if (fixed) {
          const retried = lookupOf(fixed.q, config, prefix);
          const answer = await find(retried);
          if (answer.found) {
            lookup = retried;
            ({ rows, found } = answer);
            corrected = fixed.text;
          }
        }
      }
      const total = Math.min(found, window);
      const nearby = found || prefix ? [] : await nearbyWords(strapi, query.q, query.locale);
      const wanted: Wanted = { lexemes: new Set([...lookup.words, ...lookup.phrases.flat()]), prefix: lookup.prefix };
      const data = rows.map((row): SearchHit => {
        const card = JSON.parse(String(row.card)) as SearchCard;
        const summary = String(row.summary);
        const body = String(row.body);
        const fromSummary = highlight(summary, wanted, config);
        const fromBody = fromSummary.some((part) => part.match) || !body ? null : snippet(body, wanted, config);
        return {
          kind: card.kind,
          slug: card.slug,
          locale: String(row.locale),
          title: highlight(String(row.title), wanted, config),
          // The body's best part when only the body holds a word found; else the summary (when there is one).
          snippet: fromBody && (fromBody.some((part) => part.match) || !summary) ? fromBody : snippet(summary, wanted, config),
          date: card.date,
          categories: card.categories,
        };
      });
      return {
        data,
        meta: {
          query: query.text,
          corrected,
          more: found > window,
          nearby,
          pagination: { page: query.page, pageSize: query.pageSize, pageCount: Math.ceil(total / query.pageSize), total },
        },
      };
    },
  };
}
