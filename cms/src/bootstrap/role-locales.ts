import type { Core } from '@strapi/strapi';
import { PAGE_UIDS } from 'contract/rules';
import { LOCALES } from 'contract/taxonomy';

const LOCALIZED: readonly string[] = PAGE_UIDS;

interface Permission {
  id: number;
  properties?: { locales?: string[] } & Record<string, unknown>;
}

/**
 * Strapi gives its Editor and Author roles their content permissions on first boot, before our
 * locales exist, so those permissions name no locale and every localized read is refused. Grant
 * our locales to permissions that name none of them; a role an admin restricted on purpose (to
 * es-US, say) already names one and is left alone.
 */
export async function ensureRoleLocales(strapi: Core.Strapi): Promise<void> {
  const permissions = (await strapi.db.query('admin::permission').findMany({
    where: { subject: { $in: LOCALIZED }, role: { code: { $in: ['strapi-editor', 'strapi-author'] } } },
  })) as Permission[];
  for (const permission of permissions) {
    const locales = permission.properties?.locales;
    if (Array.isArray(locales) && locales.some((l) => (LOCALES as readonly string[]).includes(l))) continue;
    await strapi.db.query('admin::permission').update({
      where: { id: permission.id },
      data: { properties: { ...permission.properties, locales: [...LOCALES] } },
    });
  }
}
