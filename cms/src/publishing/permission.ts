import type { Core } from '@strapi/strapi';
import type { PageUid } from 'contract/rules';

/**
 * Publishing and unpublishing pages is an admin permission of its own, since Strapi's draft &
 * publish (and its publish permission) is off for these types. Super Admins always have it (they get
 * every registered action); the Editor role gets it on first start; an Author does not, unless an
 * admin grants it (Settings → Roles → Pages).
 */
export const PUBLISH_ACTION = 'api::pages.publish';
const DISPLAY_NAME = 'Publish articles and landing pages';

export const PUBLISH_REFUSAL = `Your role may not publish or unpublish pages: it lacks the permission "${DISPLAY_NAME}" (${PUBLISH_ACTION})`;

/** What Strapi's admin authentication computed the signed-in admin may do (ctx.state.userAbility). */
export interface AdminAbility {
  can(action: string, subject?: unknown): boolean;
}

/** The content manager's permissions, which the publishing, history and schedule routes check as it does (with its permission checker). */
export const READ = 'plugin::content-manager.explorer.read';
export const UPDATE = 'plugin::content-manager.explorer.update';

type Filters = Record<string, unknown>;

/** The content manager's permission checker (its `permission-checker` service) for one admin and one type. */
interface PermissionChecker {
  /** With a field: whether the role may `action` that field of the entry, as its field permissions name it (`draftSettings.seoTitle`). */
  can(action: string, entity?: Record<string, unknown>, field?: string): boolean;
  /** The query as the content manager's list runs it: fields the role may not read dropped, the role's read conditions added to its filters. */
  sanitizedQuery: { read(query: { filters?: Filters; fields?: string[] }): Promise<{ filters?: Filters; fields?: string[] }> };
}

export const permissionChecker = (strapi: Core.Strapi, userAbility: unknown, uid: string): PermissionChecker =>
  (
    strapi.plugin('content-manager').service('permission-checker') as unknown as {
      create(options: { userAbility: unknown; model: string }): PermissionChecker;
    }
  ).create({ userAbility, model: uid });

/**
 * What an admin may read of a page type, as the content manager reads it: `filters`, the role's read
 * conditions as a query (its locales, `admin::is-creator`…; {} when it has none), to be ANDed with
 * the caller's own; `fields`, those of the asked ones the role may read; `allows`, the same
 * conditions checked on one entry as known (an entry that is gone: its locale alone, so a condition
 * on its creator refuses it).
 */
export interface ReadScope {
  filters: Filters;
  fields: string[];
  allows(entry: Record<string, unknown>): boolean;
}

/** The admin's ReadScope on `uid`, or null when their role may not read the type at all. */
export async function readScope(strapi: Core.Strapi, userAbility: AdminAbility | undefined, uid: PageUid, fields: string[] = []): Promise<ReadScope | null> {
  if (!userAbility?.can(READ, uid)) return null;
  const checker = permissionChecker(strapi, userAbility, uid);
  const query = await checker.sanitizedQuery.read(fields.length ? { fields } : {});
  return { filters: query.filters ?? {}, fields: query.fields ?? [], allows: (entry) => checker.can(READ, entry) };
}

/** Who may publish and unpublish: the one rule, used by the publish routes' policy. */
export const mayPublish = (ability: AdminAbility | undefined): boolean => ability?.can(PUBLISH_ACTION) === true;

export async function registerPublishAction(strapi: Core.Strapi): Promise<void> {
  const permissions = strapi.service('admin::permission') as unknown as {
    actionProvider: { has(id: string): boolean; register(action: Record<string, unknown>): Promise<void> };
  };
  if (permissions.actionProvider.has(PUBLISH_ACTION)) return;
  await permissions.actionProvider.register({
    section: 'settings',
    category: 'Pages',
    subCategory: 'publishing',
    displayName: DISPLAY_NAME,
    uid: 'pages.publish',
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
