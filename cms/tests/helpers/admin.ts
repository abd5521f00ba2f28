import request from 'supertest';
import type { TestCms } from 'testing/cms';

export const ADMIN = { email: 'admin@example.com', password: 'TestAdmin123' };

/** Signs in to the admin API (the account comes from ADMIN_EMAIL/ADMIN_PASSWORD at boot). */
export async function adminToken(cms: TestCms): Promise<string> {
  const res = await request(cms.strapi.server.httpServer).post('/admin/login').send(ADMIN);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}
