import type { Core } from '@strapi/strapi';
import { isPageUid } from 'contract/rules';
import { runPageWrite } from '../writes/page-write';
import { runTaxonomyWrite, TAXONOMY } from '../writes/taxonomy-write';
import type { PageWrite } from '../writes/page-write-state';

const PAGE_ACTIONS = new Set(['create', 'update', 'clone', 'delete']);

/**
 * One document-service middleware for every write path (admin, the content-manager API the builder
 * uses, REST, the publish action, seeds): page writes go through the page write's steps
 * (writes/page-write.ts: locks, the one read, the published pair kept to Publish, sanitising, derived
 * attributes, uuids, versions, newsroom entries, the site's notices), taxonomy changes through
 * writes/taxonomy-write.ts. Anything else passes.
 */
export function registerWriteHooks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    const params = context.params as PageWrite['params'];
    // Strapi's write answers what it wrote: the steps pass it on unchanged.
    type Written = ReturnType<typeof next>;
    if (isPageUid(uid) && PAGE_ACTIONS.has(action)) return runPageWrite(strapi, uid, action as PageWrite['action'], params, next) as Written;
    if (TAXONOMY.has(uid) && (action === 'update' || action === 'delete')) return runTaxonomyWrite(strapi, uid, action, params.documentId, next) as Written;
    return next();
  });
}
