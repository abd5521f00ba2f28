import type { Core } from '@strapi/strapi';

/**
 * Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when both are set and no admin with
 * that email exists. Nothing here has a default: `npm start` sets local defaults, production never.
 */
export async function ensureAdminUser(strapi: Core.Strapi): Promise<void> {
  const email = process.env.ADMIN_EMAIL?.trim().toLowerCase();
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) return;
  const users = strapi.service('admin::user') as unknown as {
    findOneByEmail?(email: string): Promise<unknown>;
    create(data: Record<string, unknown>): Promise<unknown>;
  };
  const existing = await strapi.db.query('admin::user').findOne({ where: { email } });
  if (existing) return;
  const superAdmin = await (strapi.service('admin::role') as unknown as { getSuperAdmin(): Promise<{ id: number } | null> }).getSuperAdmin();
  if (!superAdmin) throw new Error('The Super Admin role is missing');
  await users.create({
    email,
    firstname: process.env.ADMIN_FIRSTNAME ?? 'Site',
    lastname: process.env.ADMIN_LASTNAME ?? 'Admin',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`Created admin user ${email}`);
}
