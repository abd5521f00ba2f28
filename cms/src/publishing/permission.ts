import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { attributesOf, type AttributeLike } from '../content/schema';

/**
 * Publishing (writing `published` / `publishedSettings`) is its own admin permission, since Strapi's
 * draft & publish (and its publish permission) is off for these types. Super Admins always may;
 * the Editor role gets it on first start; an Author does not, unless an admin grants it.
 */
export const PUBLISH_ACTION = 'api::pages.publish';
const PUBLISHED_FIELDS = ['published', 'publishedSettings'] as const;
const VOLATILE = new Set(['id', 'documentId', '__temp_key__', 'createdAt', 'updatedAt', 'publishedAt', 'locale']);

export async function registerPublishAction(strapi: Core.Strapi): Promise<void> {
  const permissions = strapi.service('admin::permission') as unknown as { actionProvider: { has(id: string): boolean; register(action: Record<string, unknown>): Promise<void> } };
  if (permissions.actionProvider.has(PUBLISH_ACTION)) return;
  await permissions.actionProvider.register({
    section: 'settings', category: 'Pages', subCategory: 'publishing', displayName: 'Publish articles and landing pages', uid: 'pages.publish',
  });
}

/** Gives the Editor role the publish permission once (an admin may take it away afterwards). */
export async function grantPublishToEditorsOnce(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'pages-publishing' });
  if (await store.get({ key: 'editor-granted' })) return;
  const editor = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
  if (editor) {
    const has = await strapi.db.query('admin::permission').findOne({ where: { action: PUBLISH_ACTION, role: editor.id } });
    if (!has) await strapi.db.query('admin::permission').create({ data: { action: PUBLISH_ACTION, role: editor.id, properties: {}, conditions: [] } });
  }
  await store.set({ key: 'editor-granted', value: true });
}

/**
 * What the public would see, ignoring ids, timestamps and empty values; media become "file:ID"
 * whether the payload sends an id or a populated file (read with the schema, not guessed).
 */
function normalize(strapi: Core.Strapi, uid: string | null, value: unknown, attribute?: AttributeLike): unknown {
  if (attribute?.type === 'media') {
    const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value;
    return id === null || id === undefined ? undefined : `file:${String(id)}`;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => normalize(strapi, uid, item, attribute && { ...attribute, type: attribute.type === 'dynamiczone' ? 'dynamiczone' : 'component', repeatable: false })).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const row = value as Record<string, unknown>;
    const model = attribute?.type === 'dynamiczone' ? (typeof row.__component === 'string' ? row.__component : null) : attribute?.component ?? uid;
    const attributes = model ? safeAttributes(strapi, model) : {};
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(row).sort()) {
      if (VOLATILE.has(key)) continue;
      const v = normalize(strapi, null, row[key], attributes[key]);
      if (v !== undefined) out[key] = v;
    }
    return Object.keys(out).length ? out : undefined;
  }
  if (value === null || value === undefined || value === '' || value === false) return undefined;
  return value;
}

function safeAttributes(strapi: Core.Strapi, uid: string): Record<string, AttributeLike> {
  try {
    return attributesOf(strapi, uid);
  } catch {
    return {};
  }
}

export function changesPublished(strapi: Core.Strapi, uid: string, data: Record<string, unknown>, current: Record<string, unknown> | null): boolean {
  const attributes = attributesOf(strapi, uid);
  return PUBLISHED_FIELDS.some(
    (field) => field in data && JSON.stringify(normalize(strapi, null, data[field], attributes[field])) !== JSON.stringify(normalize(strapi, null, current?.[field], attributes[field])),
  );
}

interface RequestState {
  state?: { user?: { id: number }; auth?: { strategy?: { name?: string } } };
}

/** The signed-in admin of the current request, or null (seeds, scripts, tests). */
export function currentAdmin(strapi: Core.Strapi): { id: number } | null {
  const ctx = strapi.requestContext.get() as RequestState | undefined;
  return ctx?.state?.auth?.strategy?.name === 'admin' && ctx.state.user ? ctx.state.user : null;
}

export async function assertMayPublish(strapi: Core.Strapi, admin: { id: number }): Promise<void> {
  const user = (await strapi.db.query('admin::user').findOne({ where: { id: admin.id }, populate: ['roles'] })) as { roles?: Array<{ id: number; code: string }> } | null;
  const roles = user?.roles ?? [];
  if (roles.some((r) => r.code === 'strapi-super-admin')) return;
  const granted = roles.length
    ? await strapi.db.query('admin::permission').findOne({ where: { action: PUBLISH_ACTION, role: { id: { $in: roles.map((r) => r.id) } } } })
    : null;
  if (!granted) {
    // A PolicyError keeps its message (Strapi turns other ForbiddenErrors into a bare Forbidden).
    throw new errors.PolicyError('Your role may not publish or unpublish pages (permission "Publish articles and landing pages")');
  }
}
