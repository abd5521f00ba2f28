export interface Permission {
  action: string;
  subject: string | null;
  properties?: { fields?: string[]; locales?: string[] };
}

/** True when the role allows `action` on `subject` (and in `locale` when the permission is per locale). */
export function can(permissions: readonly Permission[], action: string, subject: string | null, locale?: string): boolean {
  return permissions.some(
    (permission) =>
      permission.action === action &&
      permission.subject === subject &&
      (!locale || !permission.properties?.locales || permission.properties.locales.includes(locale)),
  );
}

export const CM = {
  read: 'plugin::content-manager.explorer.read',
  create: 'plugin::content-manager.explorer.create',
  update: 'plugin::content-manager.explorer.update',
  delete: 'plugin::content-manager.explorer.delete',
} as const;

/**
 * Publishing (and unpublishing) is the CMS's own admin permission, not tied to one content type:
 * Strapi's draft & publish is off for pages, so its per-type publish action does not exist.
 */
export const PUBLISH_PAGES = 'api::pages.publish';
