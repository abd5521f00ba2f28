import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startCms, type TestCms } from 'testing/cms';
import { directives, documentedCommonHeaders, documentedPolicy } from 'testing/security-docs';
import { FEATURES_OFF } from 'contract/security';
import { ADMIN, adminToken } from './helpers/admin';

/**
 * The CMS's security headers (config/middlewares.ts: strapi::security and global::security-headers) on
 * the public API, the admin API, uploads and errors. Booted as in production behind a declared proxy
 * (IS_PROXIED=true), where HSTS depends on X-Forwarded-Proto.
 */
let cms: TestCms;
const api = () => request(cms.strapi.server.httpServer);
// Production refuses weak secrets (contract/security secretProblem): random ones.
const strong = () => randomBytes(24).toString('base64url');
const secrets = Object.fromEntries(
  ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'].map((key) => [
    key,
    key === 'APP_KEYS' ? `${strong()},${strong()}` : strong(),
  ]),
);

beforeAll(async () => {
  cms = await startCms('headers', {
    ...secrets,
    NODE_ENV: 'production',
    IS_PROXIED: 'true',
    WEB_URL: SITE,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
});
afterAll(async () => {
  await cms?.stop();
});

/** What docs/security.md says every CMS answer carries (testing/security-docs): these tests hold the CMS to it. */
const SITE = 'https://www.example.com';
const documentedHeaders = documentedCommonHeaders('CMS', { 'features off': FEATURES_OFF.map((feature) => `${feature}=()`).join(', ') });
const documentedCsp = directives(documentedPolicy('CMS: everything (public API, admin API, admin panel, uploads, errors)', { 'WEB_URL origin': SITE }));

function expectSecurityHeaders(res: request.Response, what: string) {
  const { 'strict-transport-security': _hsts, ...everyAnswer } = documentedHeaders;
  for (const [name, value] of Object.entries(everyAnswer)) expect(res.headers[name] ?? null, `${what}: ${name}`).toBe(value);
  expect(directives(res.headers['content-security-policy'] ?? ''), what).toEqual(documentedCsp);
  expect(res.headers['x-powered-by'], what).toBeUndefined();
  // Over plain HTTP: no HSTS.
  expect(res.headers['strict-transport-security'], what).toBeUndefined();
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

  it('HSTS only when the declared proxy says the request came over HTTPS', async () => {
    const https = await api().get('/api/newsroom').set('x-forwarded-proto', 'https').expect(200);
    expect(https.headers['strict-transport-security']).toBe(documentedHeaders['strict-transport-security']);
    const error = await api().get('/api/no-such-route').set('x-forwarded-proto', 'https').expect(404);
    expect(error.headers['strict-transport-security']).toBe(documentedHeaders['strict-transport-security']);
    const http = await api().get('/api/newsroom').set('x-forwarded-proto', 'http').expect(200);
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
