import type { Core } from '@strapi/strapi';

/** The public role may read the taxonomy; articles and landing pages only through our public routes. */
const PUBLIC_ACTIONS = [
  'api::category.category.find', 'api::category.category.findOne',
  'api::industry.industry.find', 'api::industry.industry.findOne',
];

export async function ensurePublicPermissions(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The users-permissions public role is missing');
  const existing = await strapi.db.query('plugin::users-permissions.permission').findMany({ where: { role: role.id } });
  const have = new Set(existing.map((p: { action: string }) => p.action));
  for (const action of PUBLIC_ACTIONS) {
    if (!have.has(action)) await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
  }
  // Nothing may grant the public role the generic article or landing-page routes (drafts live there).
  const forbidden = existing.filter((p: { action: string }) => /^api::(article\.article|landing-page\.landing-page)\./.test(p.action));
  for (const permission of forbidden) {
    strapi.log.warn(`Removing public permission ${permission.action}: drafts must not be public`);
    await strapi.db.query('plugin::users-permissions.permission').delete({ where: { id: permission.id } });
  }
}
