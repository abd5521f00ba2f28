import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startCms, type TestCms } from './helpers/strapi';

let cms: TestCms;
const api = () => request(cms.strapi.server.httpServer);
const CM = '/content-manager/collection-types/api::article.article';

async function userWithRole(code: string, email: string): Promise<string> {
  const role = await cms.strapi.db.query('admin::role').findOne({ where: { code } });
  await (cms.strapi.service('admin::user') as unknown as { create(d: Record<string, unknown>): Promise<unknown> }).create({
    email, firstname: code, lastname: 'Tester', password: 'RoleTester123', isActive: true, roles: [role.id],
  });
  const res = await api().post('/admin/login').send({ email, password: 'RoleTester123' });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return res.body.data.token;
}

let author: string;
let editor: string;

beforeAll(async () => {
  cms = await startCms('publishing');
  author = await userWithRole('strapi-author', 'author@example.com');
  editor = await userWithRole('strapi-editor', 'editor@example.com');
});
afterAll(async () => { await cms?.stop(); });

const draftOnly = { slug: 'by-author', draft: [{ __component: 'article.text', content: '<p>Draft</p>' }], draftSettings: { articleTitle: 'By an author' } };
const publishing = { published: [{ __component: 'article.text', content: '<p>Draft</p>' }], publishedSettings: { articleTitle: 'By an author', datePublished: '2026-01-01T00:00:00.000Z' } };

describe('publishing is a permission of its own', () => {
  it('an Author may create and save drafts, but not publish', async () => {
    const created = await api().post(`${CM}?locale=en-US`).set('Authorization', `Bearer ${author}`).send(draftOnly);
    expect(created.status).toBe(201);
    const documentId = created.body.data.documentId;
    const saved = await api().put(`${CM}/${documentId}?locale=en-US`).set('Authorization', `Bearer ${author}`).send({ ...draftOnly, draftSettings: { articleTitle: 'Changed draft' } });
    expect(saved.status).toBe(200);
    const published = await api().put(`${CM}/${documentId}?locale=en-US`).set('Authorization', `Bearer ${author}`).send({ ...draftOnly, ...publishing });
    expect(published.status).toBe(403);
    expect(published.body.error.message).toContain('may not publish');
    const stored = await cms.strapi.db.query('api::article.article').findOne({ where: { documentId }, populate: { publishedSettings: true } });
    expect(stored.publishedSettings).toBeNull();
    const createdPublished = await api().post(`${CM}?locale=en-US`).set('Authorization', `Bearer ${author}`).send({ ...draftOnly, slug: 'author-direct', ...publishing });
    expect(createdPublished.status).toBe(403);
  });

  it('an Editor may publish, and an Author saving a draft with the published pair unchanged is fine', async () => {
    const created = await api().post(`${CM}?locale=en-US`).set('Authorization', `Bearer ${editor}`).send({ ...draftOnly, slug: 'by-editor', ...publishing });
    expect(created.status).toBe(201);
    const documentId = created.body.data.documentId;
    const current = await api().get(`${CM}/${documentId}?locale=en-US`).set('Authorization', `Bearer ${editor}`);
    expect(current.status).toBe(200);
    const unpublish = await api().put(`${CM}/${documentId}?locale=en-US`).set('Authorization', `Bearer ${editor}`).send({ ...current.body.data, published: [], publishedSettings: null });
    expect(unpublish.status).toBe(200);
  });
});

describe('the builder can see the publish permission', () => {
  it('lists api::pages.publish for an Editor and a Super Admin, not for an Author', async () => {
    const actions = async (token: string) => ((await api().get('/admin/users/me/permissions').set('Authorization', `Bearer ${token}`)).body.data as Array<{ action: string }>).map((p) => p.action);
    expect(await actions(editor)).toContain('api::pages.publish');
    expect(await actions(author)).not.toContain('api::pages.publish');
    const superAdmin = await userWithRole('strapi-super-admin', 'root@example.com');
    expect(await actions(superAdmin)).toContain('api::pages.publish');
  });
});
