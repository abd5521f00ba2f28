import type { SearchConfig } from './lexemes';
import type { Lookup } from './lookup';
import type { SearchQuery } from './query';

/** One search entry's columns as an engine answers them. */
export type Row = Record<string, unknown>;

/** A page of rows and how many pages match (up to the window + 1). */
export interface Found {
  rows: Row[];
  found: number;
}

/** What a result is made from. */
export const COLUMNS = 'e.id, e.kind, e.slug, e.locale, e.title, e.summary, e.body, e.card';

/**
 * One engine's side of the search: the page's rows among the newest `window` + 1 matches of a lookup
 * that are visible at `now`, ranked (title matches first, then the engine's rank, then the newest),
 * and how many matched.
 */
export interface MatchEngine {
  matches(lookup: Lookup, query: SearchQuery, now: number, config: SearchConfig): Promise<Found>;
  /** Releases what the engine holds (its pool). */
  close(): Promise<void>;
}
