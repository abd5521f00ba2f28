import type { Core } from '@strapi/strapi';

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
