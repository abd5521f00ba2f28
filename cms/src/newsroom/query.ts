import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { NewsroomQuery } from './params';
import { ENTRIES, KEYS, readModelVersion } from './read-model';
import { FEATURED_SIZE, UNPUBLISH_WINDOW_MS } from './rules';
import { ResultCache } from './cache';

/** The date limit, and what identifies it in cache keys ('now' or the configured value). */
export interface DateLimit {
  at: number;
  key: string;
}

/** Bodies are assembled from the stored JSON cards without parsing them again. */
export interface NewsroomBody {
  json: string;
}

function released(q: Knex.QueryBuilder, limit: number): void {
  q.where('e.date_published', '<=', limit).andWhere((b) => b.whereNull('e.date_scheduled').orWhere('e.date_scheduled', '<=', limit));
}

function withKeys(knex: Knex, q: Knex.QueryBuilder, kind: 'c' | 'i', keys: string[]): void {
  if (!keys.length) return;
  q.whereExists(
    knex(KEYS + ' as k')
      .select(knex.raw('1'))
      .whereRaw('k.entry_id = e.id')
      .andWhere('k.kind', kind)
      .whereIn('k.key', keys),
  );
}

function gridQuery(knex: Knex, query: NewsroomQuery, limit: number): Knex.QueryBuilder {
  const q = knex(ENTRIES + ' as e')
    .where('e.locale', query.locale)
    .andWhere('e.is_featured', 0);
  released(q, limit);
  if (query.eventsView) {
    q.andWhere('e.date_unpublished', '>=', limit);
  } else {
    q.andWhere((b) =>
      b
        .whereNull('e.date_unpublished')
        .orWhere((w) => w.where('e.date_unpublished', '>', limit).andWhere('e.date_unpublished', '<', limit + UNPUBLISH_WINDOW_MS)),
    );
  }
  withKeys(knex, q, 'c', query.categories);
  withKeys(knex, q, 'i', query.industries);
  return q;
}

/**
 * How long an instance trusts the read model's version before asking the database again. Writes on
 * this instance invalidate at once; writes on another instance show here within this time.
 */
const VERSION_TTL_MS = 1000;

export function createNewsroomQueries(strapi: Core.Strapi, options: { cacheTtlMs: () => number }) {
  const cache = new ResultCache<NewsroomBody>({ ttlMs: options.cacheTtlMs, maxEntries: 1000 });
  let known: { version: number; checkedAt: number } | null = null;
  let pendingVersion: Promise<number> | null = null;
  let generation = 0;

  async function currentVersion(): Promise<number> {
    if (options.cacheTtlMs() <= 0) return readModelVersion(strapi);
    if (known && Date.now() - known.checkedAt < VERSION_TTL_MS) return known.version;
    const asked = generation;
    pendingVersion ??= readModelVersion(strapi)
      .then((version) => {
        // A write during the read may have made this version old already: then do not keep it.
        if (asked === generation) known = { version, checkedAt: Date.now() };
        return version;
      })
      .finally(() => {
        pendingVersion = null;
      });
    return pendingVersion;
  }

  /** Called after a write on this instance: the next request reads the new version. */
  function invalidate(): void {
    generation += 1;
    known = null;
    pendingVersion = null;
  }

  async function list(query: NewsroomQuery, limit: DateLimit): Promise<NewsroomBody> {
    const knex = strapi.db.connection;
    const version = await currentVersion();
    const key = `list|${version}|${limit.key}|${query.locale}|${query.eventsView}|${query.categories.join(',')}|${query.industries.join(',')}|${query.page}|${query.pageSize}`;
    return cache.get(key, async () => {
      const base = gridQuery(knex, query, limit.at);
      const order = query.eventsView
        ? [
            { column: 'e.date_published', order: 'asc' },
            { column: 'e.id', order: 'asc' },
          ]
        : [
            { column: 'e.date_published', order: 'desc' },
            { column: 'e.date_scheduled', order: 'desc' },
            { column: 'e.id', order: 'desc' },
          ];
      const [rows, [{ total }]] = await Promise.all([
        base
          .clone()
          .select('e.card')
          .orderBy(order)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        base.clone().count<{ total: string | number }[]>('* as total'),
      ]);
      const count = Number(total);
      const pagination = { page: query.page, pageSize: query.pageSize, total: count, last_page: Math.max(1, Math.ceil(count / query.pageSize)) };
      return { json: `{"data":[${rows.map((r: { card: string }) => r.card).join(',')}],"meta":{"pagination":${JSON.stringify(pagination)}}}` };
    });
  }

  async function featured(locale: string, limit: DateLimit): Promise<NewsroomBody> {
    const knex = strapi.db.connection;
    const version = await currentVersion();
    return cache.get(`featured|${version}|${limit.key}|${locale}`, async () => {
      const q = knex(ENTRIES + ' as e')
        .where('e.locale', locale)
        .andWhere('e.is_featured', 1);
      released(q, limit.at);
      q.andWhere((b) => b.whereNull('e.date_unpublished').orWhere('e.date_unpublished', '>', limit.at));
      const rows = await q
        .select('e.card')
        .orderBy([
          { column: 'e.date_published', order: 'desc' },
          { column: 'e.date_scheduled', order: 'desc' },
          { column: 'e.id', order: 'desc' },
        ])
        .limit(FEATURED_SIZE);
      return { json: `{"data":[${rows.map((r: { card: string }) => r.card).join(',')}]}` };
    });
  }

  return { list, featured, invalidate, cache };
}
