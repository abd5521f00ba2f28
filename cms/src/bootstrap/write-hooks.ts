import type { Core } from '@strapi/strapi';
import { sanitizeWriteData } from '../sanitising/sanitize-document';
import { refreshDocuments, rebuildReadModel } from '../newsroom/read-model';
import { randomUUID } from 'node:crypto';
import { notifySite } from '../revalidate/notify';
import { assertMayPublish, changesPublished, currentAdmin } from '../publishing/permission';
import { populateFor } from '../content/schema';
import type { createNewsroomQueries } from '../newsroom/query';

const newsroom = (strapi: Core.Strapi) => strapi.service('api::newsroom.newsroom') as unknown as ReturnType<typeof createNewsroomQueries>;

const PAGES = new Set(['api::article.article', 'api::landing-page.landing-page']);
const TAXONOMY = new Set(['api::category.category', 'api::industry.industry']);
const WRITES = new Set(['create', 'update', 'clone']);

type Params = { data?: Record<string, unknown>; documentId?: string };

/** Every locale row gets its own uuid, including a translation created by an update. */
async function ensureUuids(strapi: Core.Strapi, uid: string, documentId: string): Promise<void> {
  const query = strapi.db.query(uid as 'api::article.article');
  const missing = (await query.findMany({ where: { documentId, uuid: { $null: true } }, select: ['id'] })) as Array<{ id: number }>;
  for (const row of missing) await query.update({ where: { id: row.id }, data: { uuid: randomUUID() } });
}

/**
 * One document-service middleware for every write path (admin, content-manager API used by the
 * builder, REST, seeds): sanitise HTML and refuse dangerous URLs before the write, give new pages
 * a uuid, and keep the newsroom read model in step after it.
 */
export function registerWriteHooks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    const params = context.params as Params;
    if (PAGES.has(uid) && WRITES.has(action) && params.data) {
      const admin = currentAdmin(strapi);
      if (admin && ('published' in params.data || 'publishedSettings' in params.data)) {
        const current = action === 'create' || !params.documentId ? null : ((await strapi.documents(uid as 'api::article.article').findOne({
          documentId: params.documentId, locale: (context.params as { locale?: string }).locale,
          populate: populateFor(strapi, uid, ['published', 'publishedSettings']),
        } as never)) as Record<string, unknown> | null);
        if (changesPublished(strapi, uid, params.data, current)) await assertMayPublish(strapi, admin);
      }
      params.data = sanitizeWriteData(strapi, uid, params.data);
      if (action === 'create' && !params.data.uuid) params.data.uuid = randomUUID();
    }
    const before = PAGES.has(uid) && action === 'delete' && params.documentId
      ? ((await strapi.db.query(uid as 'api::article.article').findOne({ where: { documentId: params.documentId }, select: ['slug', 'locale'] })) as { slug?: string; locale?: string } | null)
      : null;
    const result = await next();
    const documentId = (result as { documentId?: string } | null)?.documentId ?? params.documentId;
    if (PAGES.has(uid) && (WRITES.has(action) || action === 'delete')) {
      const written = result as { slug?: string; locale?: string } | null;
      notifySite(strapi, {
        event: action === 'delete' ? 'entry.delete' : action === 'create' ? 'entry.create' : 'entry.update',
        model: uid === 'api::article.article' ? 'article' : 'landing-page',
        entry: { documentId, slug: written?.slug ?? before?.slug, locale: written?.locale ?? before?.locale ?? (context.params as { locale?: string }).locale },
      });
    }
    if (PAGES.has(uid) && WRITES.has(action) && documentId) await ensureUuids(strapi, uid, documentId);
    if (uid === 'api::article.article' && (WRITES.has(action) || action === 'delete')) {
      if (documentId) await refreshDocuments(strapi, [documentId]);
      newsroom(strapi).invalidate();
    } else if (TAXONOMY.has(uid) && (action === 'update' || action === 'delete')) {
      await rebuildReadModel(strapi);
      newsroom(strapi).invalidate();
    }
    return result;
  });
}
