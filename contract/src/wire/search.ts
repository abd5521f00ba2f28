import type { PageType } from '../rules/index.js';
import type { PublicTerm } from '../blocks/public.js';

/**
 * The site search's answers (the CMS's GET /api/search and /api/search/suggest, read by the site's
 * results page and its header's suggestions).
 */

/** A piece of a result's text; `match` pieces are the words the query found (shown highlighted). */
export interface SearchSegment {
  text: string;
  match?: true;
}

/** One result. */
export interface SearchHit {
  kind: PageType;
  slug: string;
  locale: string;
  /** The title, the words found marked. */
  title: SearchSegment[];
  /** The summary's or the body's best part, the words found marked; "…" where it was cut. */
  snippet: SearchSegment[];
  /** The article's or landing page's publish date (ISO), null when it has none. */
  date: string | null;
  categories: PublicTerm[];
}

export interface SearchAnswer {
  data: SearchHit[];
  meta: {
    query: string;
    /** Nothing matched the query as typed: the results are for this one, its misspelled words corrected (null otherwise). */
    corrected: string | null;
    /**
     * More pages match than the answer ranks: the newest 1,000 matches are ranked and paged (total is
     * then 1,000), older ones are not listed. A narrower query or a filter finds them.
     */
    more: boolean;
    /**
     * Nothing was found: words the locale's pages hold that are closest to the query's (each alone finds
     * pages), at most 5, for the page to offer; empty otherwise.
     */
    nearby: string[];
    pagination: { page: number; pageSize: number; pageCount: number; total: number };
  };
}
