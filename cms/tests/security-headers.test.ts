import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { appDir, startCms, type TestCms } from 'testing/cms';
import { comparable, documentedHeaders, securityHeadersOf } from 'testing/security-docs';
import { ADMIN, adminToken } from './helpers/admin';

/**
 * The CMS's security headers (config/middlewares.ts: strapi::security and global::security-headers;
 * config/admin.ts: the Preview's frame-src) on the public API, the admin API, errors, uploads and the
 * admin panel, compared with what docs/security.md states. Booted as in production behind a declared
 * proxy (IS_PROXIED=true), where HSTS depends on X-Forwarded-Proto.
 */
let cms: TestCms;
let adminBuild: string;
const api = () => request(cms.strapi.server.httpServer);
// Production refuses weak secrets (contract/security secretProblem): random ones.
const strong = () => randomBytes(24).toString('base64url');
const secrets = Object.fromEntries(
  ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'].map((key) => [
    key,
    key === 'APP_KEYS' ? `${strong()},${strong()}` : strong(),
  ]),
);

const SITE = 'https://www.example.com/some/path';

/**
 * The test CMS does not serve the admin panel (testing/cms: serveAdminPanel false, and its build may
 * not exist). The panel is Strapi's own route (@strapi/admin's serve-admin-panel: the build's files,
 * index.html for every other path under /admin, with cache headers only), behind the same middlewares
 * as every other answer: that route is added here as Strapi adds it, serving a stand-in build.
 */
function serveAdminPanel(strapi: TestCms['strapi']) {
  adminBuild = mkdtempSync(path.join(tmpdir(), 'cms-admin-build-'));
  mkdirSync(path.join(adminBuild, 'build'));
  writeFileSync(
    path.join(adminBuild, 'build', 'index.html'),
    '<!doctype html><title>Strapi Admin</title><script type="module" src="/admin/entry-abc.js"></script>',
  );
  writeFileSync(path.join(adminBuild, 'build', 'entry-abc.js'), 'export {};');
  const fromCms = createRequire(path.join(appDir, 'package.json'));
  const admin = path.dirname(fromCms.resolve('@strapi/admin/package.json'));
  const route = fromCms(path.join(admin, 'dist/server/server/src/routes/serve-admin-panel.js')) as {
    default: (options: { strapi: unknown }) => void;
  };
  const dirs = { ...strapi.dirs, dist: { ...strapi.dirs.dist, root: adminBuild } };
  route.default({ strapi: new Proxy(strapi, { get: (target, key) => (key === 'dirs' ? dirs : Reflect.get(target, key)) }) });
}

beforeAll(async () => {
  cms = await startCms('headers', {
    ...secrets,
    NODE_ENV: 'production',
    IS_PROXIED: 'true',
    WEB_URL: SITE,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  serveAdminPanel(cms.strapi);
});
afterAll(async () => {
  await cms?.stop();
  if (adminBuild) rmSync(adminBuild, { recursive: true, force: true });
});

/** docs/security.md (testing/security-docs): every CMS answer carries exactly these, HSTS only over HTTPS. */
function expectSecurityHeaders(res: request.Response, what: string, { https = false } = {}) {
  const documented = documentedHeaders('CMS: every answer', { 'WEB_URL origin': new URL(SITE).origin }, { https });
  expect(comparable(securityHeadersOf(res.headers)), what).toEqual(comparable(documented));
}

describe('security headers of the CMS', () => {
  it('public API answers and their errors', async () => {
    expectSecurityHeaders(await api().get('/api/newsroom').expect(200), 'newsroom');
    expectSecurityHeaders(await api().get('/api/newsroom?page=x').expect(400), 'bad page');
    expectSecurityHeaders(await api().get('/api/no-such-route').expect(404), 'unknown route');
    expectSecurityHeaders(await api().get('/api/articles').expect(403), 'closed route');
    expectSecurityHeaders(await api().post('/api/newsletter').set('content-type', 'application/json').send('{"email":').expect(400), 'malformed JSON');
  });

  it('admin API answers, uploads and missing uploads', async () => {
    const token = await adminToken(cms);
    expectSecurityHeaders(await api().post('/admin/login').send({ email: ADMIN.email, password: 'wrong-password' }).expect(400), 'failed sign-in');
    expectSecurityHeaders(await api().get('/admin/users/me').expect(401), 'admin API without a token');
    expectSecurityHeaders(await api().get('/admin/users/me').set('authorization', `Bearer ${token}`).expect(200), 'admin API');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
    const uploaded = await api()
      .post('/upload')
      .set('authorization', `Bearer ${token}`)
      .attach('files', png, { filename: 'dot.png', contentType: 'image/png' });
    expect(uploaded.status).toBe(201);
    expectSecurityHeaders(uploaded, 'upload');
    const file = await api()
      .get(uploaded.body[0].url as string)
      .expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expectSecurityHeaders(file, 'uploaded file');
    expectSecurityHeaders(await api().get('/uploads/missing.png').expect(404), 'missing upload');
  });

  it('the admin panel: its page for every path under /admin, and its files', async () => {
    for (const url of ['/admin', '/admin/', '/admin/content-manager/collection-types/api::article.article', '/admin/auth/login']) {
      const page = await api().get(url).expect(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.text, url).toContain('<title>Strapi Admin</title>');
      expectSecurityHeaders(page, `admin panel ${url}`);
    }
    const file = await api().get('/admin/entry-abc.js').expect(200);
    expect(file.headers['content-type']).toMatch(/javascript/);
    expectSecurityHeaders(file, 'admin panel file');
  });

  it('HSTS only when the declared proxy says the request came over HTTPS', async () => {
    const https = { https: true };
    expectSecurityHeaders(await api().get('/api/newsroom').set('x-forwarded-proto', 'https').expect(200), 'newsroom over HTTPS', https);
    expectSecurityHeaders(await api().get('/api/no-such-route').set('x-forwarded-proto', 'https').expect(404), 'unknown route over HTTPS', https);
    expectSecurityHeaders(await api().get('/admin/').set('x-forwarded-proto', 'https').expect(200), 'admin panel over HTTPS', https);
    const http = await api().get('/api/newsroom').set('x-forwarded-proto', 'http').expect(200);
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it("the balancer's micro-cache may keep public API reads to the end of their second, nothing else", async () => {
    const before = Math.floor(Date.now() / 1000);
    const read = await api().get('/api/newsroom').expect(200);
    const second = Number(/^@(\d+)$/.exec(String(read.headers['x-accel-expires']))?.[1]);
    expect(second).toBeGreaterThanOrEqual(before);
    expect(second).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect((await api().head('/api/newsroom').expect(200)).headers['x-accel-expires']).toMatch(/^@\d+$/);
    // Writes, and everything outside the public API (the admin's APIs, the panel, uploads), carry none.
    expect((await api().post('/api/newsletter').send({}).expect(400)).headers['x-accel-expires']).toBeUndefined();
    expect((await api().get('/admin/').expect(200)).headers['x-accel-expires']).toBeUndefined();
    expect((await api().get('/admin/users/me').expect(401)).headers['x-accel-expires']).toBeUndefined();
    expect((await api().get('/uploads/missing.png').expect(404)).headers['x-accel-expires']).toBeUndefined();
  });
});
