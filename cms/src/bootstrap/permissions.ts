import type { Core } from '@strapi/strapi';

/** The public role may read the taxonomy; articles and landing pages only through our public routes. */
const PUBLIC_ACTIONS = ['api::category.category.find', 'api::category.category.findOne', 'api::industry.industry.find', 'api::industry.industry.findOne'];

const PERMISSION = 'plugin::users-permissions.permission';

async function roleId(strapi: Core.Strapi, type: 'public' | 'authenticated'): Promise<number> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
  if (!role) throw new Error(`The users-permissions ${type} role is missing`);
  return role.id as number;
}

/** Deletes the role's permissions whose action matches; returns their actions. */
async function removePermissions(strapi: Core.Strapi, role: number, matches: (action: string) => boolean): Promise<string[]> {
  const existing = (await strapi.db.query(PERMISSION).findMany({ where: { role } })) as Array<{ id: number; action: string }>;
  const removed = existing.filter((p) => matches(p.action));
  for (const permission of removed) await strapi.db.query(PERMISSION).delete({ where: { id: permission.id } });
  return removed.map((p) => p.action);
}

export async function ensurePublicPermissions(strapi: Core.Strapi): Promise<void> {
  const role = await roleId(strapi, 'public');
  const existing = await strapi.db.query(PERMISSION).findMany({ where: { role } });
  const have = new Set(existing.map((p: { action: string }) => p.action));
  for (const action of PUBLIC_ACTIONS) {
    if (!have.has(action)) await strapi.db.query(PERMISSION).create({ data: { action, role } });
  }
  // Nothing may grant the public role the generic article or landing-page routes (drafts live there).
  const drafts = await removePermissions(strapi, role, (action) => /^api::(article\.article|landing-page\.landing-page)\./.test(action));
  for (const action of drafts) strapi.log.warn(`Removed public permission ${action}: drafts must not be public`);
}

const isUserAccountAction = (action: string) => action.startsWith('plugin::users-permissions.');

/**
 * The product has no end-user accounts (editors sign in to the admin): nobody may register, sign in,
 * reset a password, confirm an email or sign in through a provider on /api/auth/* and /api/connect/*.
 * Those routes mint tokens or send mail, so their permissions are taken from the public and
 * authenticated roles on every start (they answer 403) and registration is switched off.
 */
export async function closeEndUserAccounts(strapi: Core.Strapi): Promise<void> {
  for (const type of ['public', 'authenticated'] as const) {
    // Users-permissions grants them on a fresh database, so this is expected once: not a warning.
    const removed = await removePermissions(strapi, await roleId(strapi, type), isUserAccountAction);
    if (removed.length) strapi.log.info(`Removed ${type} permissions ${removed.join(', ')}: the product has no end-user accounts`);
  }
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const advanced = ((await store.get({})) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) await store.set({ value: { ...advanced, allow_register: false } });
}
