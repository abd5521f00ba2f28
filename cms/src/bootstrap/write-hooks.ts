import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { sanitizeWriteData } from '../sanitising/sanitize-document';
import { lockDocuments, refreshDocuments, rebuildEntries } from '../newsroom/read-model';
import { randomUUID } from 'node:crypto';
import { notifySite, type ChangeNotice } from '../revalidate/notify';
import { assertMayPublish, changesPublished, currentAdmin } from '../publishing/permission';
import { populateFor } from '../content/schema';
import { ensureUuids, PAGE_TYPES } from '../content/uuids';
import type { createNewsroomQueries } from '../newsroom/query';

const newsroom = (strapi: Core.Strapi) => strapi.service('api::newsroom.newsroom') as unknown as ReturnType<typeof createNewsroomQueries>;

type PageType = (typeof PAGE_TYPES)[number];
const ARTICLE = 'api::article.article';
const PAGES = new Set<string>(PAGE_TYPES);
const TAXONOMY = new Set(['api::category.category', 'api::industry.industry']);
const WRITES = new Set(['create', 'update', 'clone']);

type Params = { data?: Record<string, unknown>; documentId?: string; locale?: string };

/** The key of the PostgreSQL advisory lock that article and taxonomy writes take (any constant bigint). */
const ARTICLE_WRITES_LOCK = 7_315_640_221;

/**
 * On PostgreSQL, article and taxonomy writes run one at a time: Strapi renumbers a category's link
 * order on every save that links it, so two saves of different articles linking one category could
 * deadlock, and one of them would fail with a 500. Editors' saves are short and few; readers are
 * never blocked. SQLite lets one writer in at a time anyway.
 */
async function serialiseArticleWrites(strapi: Core.Strapi, trx: Knex.Transaction): Promise<void> {
  if (strapi.db.dialect.client === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(?)', [ARTICLE_WRITES_LOCK]);
}

/** The writes this middleware takes part in: page writes and deletes, taxonomy changes. */
function isHookedWrite(uid: string, action: string): boolean {
  if (PAGES.has(uid)) return WRITES.has(action) || action === 'delete';
  return TAXONOMY.has(uid) && (action === 'update' || action === 'delete');
}

/** Publishing needs its own permission: checked against the stored state when the published pair changes. */
async function checkPublishing(strapi: Core.Strapi, uid: string, action: string, params: Params): Promise<void> {
  const admin = currentAdmin(strapi);
  if (!admin || !params.data || !('published' in params.data || 'publishedSettings' in params.data)) return;
  const current = action === 'create' || !params.documentId ? null : ((await strapi.documents(uid as typeof ARTICLE).findOne({
    documentId: params.documentId, locale: params.locale,
    populate: populateFor(strapi, uid, ['published', 'publishedSettings']),
  } as never)) as Record<string, unknown> | null);
  if (changesPublished(strapi, uid, params.data, current)) await assertMayPublish(strapi, admin);
}

/**
 * One document-service middleware for every write path (admin, content-manager API used by the
 * builder, REST, seeds): sanitise HTML and refuse dangerous URLs before the write, give new pages
 * a uuid, and keep the newsroom read model in step. The write and everything derived from it
 * (uuids, newsroom entries, the read model's version) commit in one transaction, so a crash at any
 * moment leaves them equal; what leaves the transaction (the site's revalidation notice, this
 * instance's cache invalidation) waits for the commit.
 */
export function registerWriteHooks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    if (!isHookedWrite(uid, action)) return next();
    const params = context.params as Params;
    // Strapi's own document-service transaction (and every query it makes) joins this one.
    return strapi.db.transaction(async ({ trx, onCommit }) => {
      if (uid === ARTICLE || TAXONOMY.has(uid)) await serialiseArticleWrites(strapi, trx);
      if (uid === ARTICLE && params.documentId) await lockDocuments(strapi, trx, [params.documentId]);
      if (PAGES.has(uid) && WRITES.has(action) && params.data) {
        await checkPublishing(strapi, uid, action, params);
        params.data = sanitizeWriteData(strapi, uid, params.data);
        if (action === 'create' && !params.data.uuid) params.data.uuid = randomUUID();
      }
      const before = PAGES.has(uid) && action === 'delete' && params.documentId
        ? ((await strapi.db.query(uid as PageType).findOne({ where: { documentId: params.documentId }, select: ['slug', 'locale'] })) as { slug?: string; locale?: string } | null)
        : null;
      const result = await next();
      const documentId = (result as { documentId?: string } | null)?.documentId ?? params.documentId;
      let notice: ChangeNotice | null = null;
      if (PAGES.has(uid)) {
        if (WRITES.has(action) && documentId) await ensureUuids(strapi, uid as PageType, documentId);
        const written = result as { slug?: string; locale?: string } | null;
        notice = {
          event: action === 'delete' ? 'entry.delete' : action === 'create' ? 'entry.create' : 'entry.update',
          model: uid === ARTICLE ? 'article' : 'landing-page',
          entry: { documentId, slug: written?.slug ?? before?.slug, locale: written?.locale ?? before?.locale ?? params.locale },
        };
      }
      // Last: the read model's version row stays locked from its bump until the commit.
      if (uid === ARTICLE && documentId) await refreshDocuments(strapi, [documentId]);
      else if (TAXONOMY.has(uid)) await rebuildEntries(strapi);
      onCommit(() => {
        if (notice) notifySite(strapi, notice);
        if (uid === ARTICLE || TAXONOMY.has(uid)) newsroom(strapi).invalidate();
      });
      return result;
    });
  });
}
