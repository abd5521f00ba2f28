import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { TestCms } from 'testing/cms';
import { startSharedCms } from './helpers/shared';
import { closeEndUserAccounts } from '../src/bootstrap/permissions';

let cms: TestCms;
const api = () => request(cms.strapi.server.httpServer);
const users = () => cms.strapi.db.query('plugin::users-permissions.user').count({});

beforeAll(async () => {
  cms = await startSharedCms();
});
afterAll(async () => {
  await cms?.stop();
});

const account = { username: 'mallory', email: 'mallory@example.com', password: 'Password123!' };

describe('there are no end-user accounts: the users-permissions auth routes are closed', () => {
  // Not mounted: a POST finds only the static-file route's GET there (405), a GET nothing (404).
  it('registration is not mounted (405): no token, no user', async () => {
    const res = await api().post('/api/auth/local/register').send(account);
    expect(res.status).toBe(405);
    expect(res.body).not.toHaveProperty('jwt');
    expect(await users()).toBe(0);
  });

  it.each([
    ['POST', '/api/auth/local', { identifier: account.email, password: account.password }],
    ['POST', '/api/auth/forgot-password', { email: account.email }],
    ['POST', '/api/auth/reset-password', { code: 'x', password: 'Password123!', passwordConfirmation: 'Password123!' }],
    ['POST', '/api/auth/send-email-confirmation', { email: account.email }],
    ['POST', '/api/auth/change-password', { currentPassword: 'a', password: 'b', passwordConfirmation: 'b' }],
    ['POST', '/api/auth/refresh', { refreshToken: 'x' }],
    ['POST', '/api/auth/logout', {}],
    ['GET', '/api/auth/email-confirmation?confirmation=x', undefined],
    ['GET', '/api/connect/github', undefined],
    ['GET', '/api/auth/github/callback?access_token=x', undefined],
  ])('%s %s is not mounted', async (method, path, body) => {
    const res =
      method === 'GET'
        ? await api().get(path)
        : await api()
            .post(path)
            .send(body as object);
    expect(res.status).toBe(method === 'GET' ? 404 : 405);
    expect(res.body).not.toHaveProperty('jwt');
  });

  it('the user routes left answer 403 to the public', async () => {
    expect((await api().get('/api/users/me')).status).toBe(403);
    expect((await api().get('/api/users')).status).toBe(403);
    expect((await api().post('/api/users').send(account)).status).toBe(403);
    expect(await users()).toBe(0);
  });

  it('registration is switched off in the plugin settings', async () => {
    const advanced = (await cms.strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' }).get({})) as { allow_register: boolean };
    expect(advanced.allow_register).toBe(false);
  });

  it('no role holds a users-permissions permission, and one granted again in the admin is taken away on the next start', async () => {
    const roles = await cms.strapi.db.query('plugin::users-permissions.role').findMany({});
    const held = () => cms.strapi.db.query('plugin::users-permissions.permission').count({ where: { action: { $startsWith: 'plugin::users-permissions.' } } });
    expect(roles.map((r: { type: string }) => r.type).sort()).toEqual(['authenticated', 'public']);
    expect(await held()).toBe(0);
    const role = roles.find((r: { type: string }) => r.type === 'public');
    await cms.strapi.db.query('plugin::users-permissions.permission').create({ data: { action: 'plugin::users-permissions.auth.register', role: role.id } });
    await closeEndUserAccounts(cms.strapi);
    expect(await held()).toBe(0);
    expect((await api().get('/api/categories')).status).toBe(200);
  });
});
