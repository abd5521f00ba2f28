import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { SearchAnswer } from 'contract/wire';
import { ResultCache, VersionReader } from '../newsroom/cache';
import type { SearchQuery } from './query';
import { createSearch } from './search';
import { SEARCH_STATE } from './tables';

/** How long this instance trusts the index's version before reading it again (a write on another instance shows within it). */
const VERSION_TTL_MS = 1000;

/** Moves the index's version: in the transaction of a write that changed entries, so that every instance's cached answers go. */
export async function bumpSearchVersion(trx: Knex): Promise<void> {
  await trx(SEARCH_STATE)
    .where({ id: 1 })
    .update({ version: trx.raw('version + 1') });
}

/**
 * The site search with a result cache, as the newsroom's: answers keyed by the index's version (a
 * write on any instance changes it, so every instance drops what it cached), the date limit's second
 * and the query; `cacheTtlMs` bounds how late a page whose publish date passes appears (0: no cache).
 */
export function createCachedSearch(strapi: Core.Strapi, options: { cacheTtlMs: () => number; window?: number }) {
  const search = createSearch(strapi, { window: options.window });
  // Kept as JSON too, as the newsroom's: a cached answer is sent without being serialised again.
  const cache = new ResultCache<{ answer: SearchAnswer; json: string }>({ ttlMs: options.cacheTtlMs, maxEntries: 1000 });
  const computed = async (query: SearchQuery, at: number, flags: { prefix?: boolean }) => {
    const answer = await search.search(query, at, flags);
    return { answer, json: JSON.stringify(answer) };
  };
  const versions = new VersionReader(async () => {
    const row = (await strapi.db.connection(SEARCH_STATE).where({ id: 1 }).first('version')) as { version: number | string } | undefined;
    return Number(row?.version ?? 0);
  }, VERSION_TTL_MS);

  return {
    /** The answer and its JSON; `limit` as the newsroom's (rules.ts dateLimit): its key is 'now' unless a fixed limit is configured. */
    async answer(query: SearchQuery, limit: { at: number; key: string }, flags: { prefix?: boolean } = {}): Promise<{ answer: SearchAnswer; json: string }> {
      if (options.cacheTtlMs() <= 0) return computed(query, limit.at, flags);
      const version = await versions.get();
      const key = JSON.stringify([
        version,
        limit.key,
        flags.prefix ?? false,
        query.locale,
        query.text,
        query.categories,
        query.industries,
        query.page,
        query.pageSize,
      ]);
      return cache.get(key, () => computed(query, limit.at, flags));
    },
    async search(query: SearchQuery, limit: { at: number; key: string }, flags: { prefix?: boolean } = {}): Promise<SearchAnswer> {
      return (await this.answer(query, limit, flags)).answer;
    },
    /** After a write on this instance: the next request reads the new version. */
    invalidate(): void {
      versions.invalidate();
    },
    /** Closes the search's own pool (Strapi's destroy). */
    close: () => search.close(),
    /** Forgets every answer (a database replaced underneath, as tests do between files). */
    forget(): void {
      versions.invalidate();
      cache.clear();
    },
  };
}
