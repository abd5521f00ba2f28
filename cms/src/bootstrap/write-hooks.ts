import type { Core } from '@strapi/strapi';
import { sanitizeWriteData } from '../sanitising/sanitize-document';
import { refreshDocuments, rebuildReadModel } from '../newsroom/read-model';
import { randomUUID } from 'node:crypto';

const PAGES = new Set(['api::article.article', 'api::landing-page.landing-page']);
const TAXONOMY = new Set(['api::category.category', 'api::industry.industry']);
const WRITES = new Set(['create', 'update', 'clone']);

type Params = { data?: Record<string, unknown>; documentId?: string };

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
      params.data = sanitizeWriteData(strapi, uid, params.data);
      if (action === 'create' && !params.data.uuid) params.data.uuid = randomUUID();
    }
    const result = await next();
    if (uid === 'api::article.article' && (WRITES.has(action) || action === 'delete')) {
      const documentId = (result as { documentId?: string } | null)?.documentId ?? params.documentId;
      if (documentId) await refreshDocuments(strapi, [documentId]);
    } else if (TAXONOMY.has(uid) && (action === 'update' || action === 'delete')) {
      await rebuildReadModel(strapi);
    }
    return result;
  });
}
