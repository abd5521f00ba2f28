import request from 'supertest';
import type { TestCms } from 'testing/cms';

export const ADMIN = { email: 'admin@example.com', password: 'TestAdmin123' };

/** Signs in to the admin API (the account comes from ADMIN_EMAIL/ADMIN_PASSWORD at boot). */
export async function adminToken(cms: TestCms): Promise<string> {
  const res = await request(cms.strapi.server.httpServer).post('/admin/login').send(ADMIN);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

/** The id of an admin role by its code (strapi-editor, strapi-author). */
export const roleIdOf = async (cms: TestCms, code: string): Promise<number> =>
  ((await cms.strapi.db.query('admin::role').findOne({ where: { code } })) as { id: number }).id;

/** Makes an admin user with one role and signs them in: their JWT and id. */
export async function signedInUser(cms: TestCms, email: string, roleId: number, firstname: string): Promise<{ token: string; id: number }> {
  const password = 'RoleTester123';
  const created = (await (cms.strapi.service('admin::user') as unknown as { create(d: Record<string, unknown>): Promise<{ id: number }> }).create({
    email,
    firstname,
    lastname: 'Tester',
    password,
    isActive: true,
    roles: [roleId],
  })) as { id: number };
  const res = await request(cms.strapi.server.httpServer).post('/admin/login').send({ email, password });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return { token: res.body.data.token as string, id: created.id };
}
