import type { Core } from '@strapi/strapi';
import { contentTypes, errors } from '@strapi/utils';
import { isPageUid, pageTypeOf } from 'contract/rules';

/**
 * The content manager's draft & publish actions (their route handlers): publish (also "create and
 * publish", without an id), unpublish, discard, and their bulk forms. Strapi's draft & publish is off
 * for every type here (articles and landing pages are published by the publishing plugin), and Strapi
 * answers these with a 500 for such a type (its document service has no publish then), so the
 * content manager's routes get `draftAndPublishOnly` as a policy, right after the admin's sign-in check
 * (src/extensions/content-manager/strapi-server.ts).
 */
export const DRAFT_AND_PUBLISH_HANDLERS = [
  'collection-types.publish',
  'collection-types.unpublish',
  'collection-types.discard',
  'collection-types.bulkPublish',
  'collection-types.bulkUnpublish',
  'single-types.publish',
  'single-types.unpublish',
  'single-types.discard',
] as const;

/** What to use instead of a native action on a page type. */
function instead(handler: string, type: string): string {
  const pages = `/publishing/pages/${type}/:documentId`;
  if (handler.endsWith('.discard'))
    return `to go back to a version (the one published, or any other), restore it: POST ${pages}/versions/:id/restore?locale= (GET ${pages}/versions?locale= lists them)`;
  if (/unpublish$/i.test(handler)) return `unpublish each page with POST ${pages}/unpublish?locale=`;
  return `save the draft, then publish each page with POST ${pages}/publish?locale=`;
}

interface PolicyContext {
  params?: { model?: string };
}

/**
 * A route policy (its config: the route's `handler`, one of DRAFT_AND_PUBLISH_HANDLERS): refuses the
 * action on a type whose draft & publish is off with a 400 in Strapi's error shape, naming what to
 * use instead (for articles and landing pages, the publishing plugin's routes). Types with draft &
 * publish and unknown models go on to the route's own policies.
 */
export function draftAndPublishOnly(policyContext: PolicyContext, config: { handler?: string }, { strapi }: { strapi: Core.Strapi }): true {
  const model = policyContext.params?.model;
  const contentType = model ? strapi.contentTypes[model as keyof typeof strapi.contentTypes] : undefined;
  if (!model || !contentType || contentTypes.hasDraftAndPublish(contentType)) return true;
  const handler = String(config.handler);
  const action = handler.slice(handler.indexOf('.') + 1);
  const what = isPageUid(model)
    ? `${pageTypeOf(model)}s: Strapi's draft & publish is off for them, the publishing plugin publishes them; ${instead(handler, pageTypeOf(model))}`
    : `${model}: it has no draft & publish (its entries are saved, never published)`;
  throw new errors.ApplicationError(`The content manager's ${action} action is not offered for ${what}`, { model, action });
}
