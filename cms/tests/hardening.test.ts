import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { TestCms } from 'testing/cms';
import { startSharedCms } from './helpers/shared';
import { adminToken } from './helpers/admin';

let cms: TestCms;
const api = () => request(cms.strapi.server.httpServer);
const SUBSCRIPTIONS = 'api::newsletter-subscription.newsletter-subscription';
const subscriptions = () => cms.strapi.db.query(SUBSCRIPTIONS).count({});
/** Strapi's error body and the RSVP contract's both carry a message. */
const message = (res: request.Response): string => res.body?.error?.message ?? res.body?.message ?? '';

beforeAll(async () => {
  cms = await startSharedCms();
  await cms.strapi.documents('api::rsvp-event.rsvp-event').create({ data: { key: 'launch', title: 'Launch', max: 100, maxpp: 3 } } as never);
});
afterAll(async () => {
  await cms?.stop();
});

describe('strings the database cannot store are a 400 naming the field', () => {
  it.each([
    ['pageName', { email: 'a@example.com', pageName: 'News\u0000room' }, 'pageName contains a NUL character'],
    ['pageUri', { email: 'a@example.com', pageUri: 'http://x/\ud800' }, 'pageUri contains an unpaired UTF-16 surrogate'],
    ['locale', { email: 'a@example.com', locale: 'en\u0000' }, 'locale contains a NUL character'],
    ['email', { email: 'a@example.com\udc00' }, 'email contains an unpaired UTF-16 surrogate'],
  ])('POST /api/newsletter with a bad %s', async (_field, body, expected) => {
    const before = await subscriptions();
    const res = await api().post('/api/newsletter').send(body);
    expect(res.status).toBe(400);
    expect(message(res)).toBe(expected);
    expect(await subscriptions()).toBe(before);
  });

  it.each([
    ['language', { email: 'a@example.com', language: 'e\u0000' }, 'language contains a NUL character'],
    ['payload', { email: 'a@example.com', payload: { company: 'AC\ud800ME' } }, 'payload.company contains an unpaired UTF-16 surrogate'],
    ['a payload key', { email: 'a@example.com', payload: { 'a\u0000': 'x' } }, 'payload.… has a key that contains a NUL character'],
  ])('POST /api/rsvp/:key with a bad %s', async (_field, body, expected) => {
    const res = await api().post('/api/rsvp/launch').send(body);
    expect(res.status).toBe(400);
    expect(message(res)).toBe(expected);
  });

  it('a NUL in the path or the query string', async () => {
    const path = await api().get('/api/industries/%00');
    expect(path.status).toBe(400);
    expect(message(path)).toBe('The path contains a NUL character (%00)');
    const query = await api().get('/api/newsroom?locale=en%00');
    expect(query.status).toBe(400);
    expect(message(query)).toBe('Query parameter locale contains a NUL character');
  });
});

describe('RSVP fields are type-checked', () => {
  it('language given as a deeply nested array is a 400 naming it (it used to overflow the stack)', async () => {
    const body = `{"email":"lang@example.com","language":${'['.repeat(5000)}"en"${']'.repeat(5000)}}`;
    const res = await api().post('/api/rsvp/launch').set('content-type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(message(res)).toBe('language[0][0][0][0][0][0][0] is nested deeper than 8 levels');
  });

  it.each([
    ['an array', ['en'], 'language must be a language code of at most 8 characters'],
    ['an object', { code: 'en' }, 'language must be a language code of at most 8 characters'],
    ['a long string', 'english-language', 'language must be a language code of at most 8 characters'],
  ])('language given as %s is a 400 naming it', async (_what, language, expected) => {
    const res = await api().post('/api/rsvp/launch').send({ email: 'lang@example.com', language });
    expect(res.status).toBe(400);
    expect(message(res)).toBe(expected);
  });

  it('amount given as an array is a 400 naming it', async () => {
    const res = await api()
      .post('/api/rsvp/launch')
      .send({ email: 'amount@example.com', amount: [[2]] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ok: false, code: 1, message: 'amount must be a whole number from 1 to 1000' });
  });
});

describe('the public write routes take small JSON bodies only', () => {
  it('a 30 MB multipart newsletter body is refused (415) and nothing is stored', async () => {
    const before = await subscriptions();
    const res = await api()
      .post('/api/newsletter')
      .field('email', 'big@example.com')
      .attach('files', Buffer.alloc(30 * 1024 * 1024, 'x'), 'big.bin');
    expect(res.status).toBe(415);
    expect(message(res)).toBe('This route accepts JSON only (Content-Type: application/json), not "multipart/form-data"');
    expect(await subscriptions()).toBe(before);
  });

  it.each([
    ['a form', 'application/x-www-form-urlencoded', 'email=a@example.com'],
    ['text', 'text/plain', '{"email":"a@example.com"}'],
  ])('%s is a 415', async (_what, type, body) => {
    const res = await api().post('/api/rsvp/launch').set('content-type', type).send(body);
    expect(res.status).toBe(415);
    expect(message(res)).toContain('This route accepts JSON only');
  });

  it('JSON over 16 kB is a 413', async () => {
    const res = await api()
      .post('/api/newsletter')
      .send({ email: 'a@example.com', pageName: 'x'.repeat(20_000) });
    expect(res.status).toBe(413);
    expect(message(res)).toBe('The body is larger than 16384 bytes');
  });

  it('a JSON body of unknown length (chunked) is a 411', async () => {
    const res = await rawRequest({
      method: 'POST',
      path: '/api/newsletter',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: '{"email":"a@example.com"}',
    });
    expect(res.status).toBe(411);
    expect(JSON.parse(res.body).error.message).toBe('A Content-Length header is required');
  });
});

describe('bodies that cannot be read are a 4xx naming the problem', () => {
  it.each(['gzip', 'deflate', 'br'])('Content-Encoding %s on an uncompressed body is a 415', async (encoding) => {
    const res = await api().post('/api/newsletter').set('content-encoding', encoding).send({ email: 'a@example.com' });
    expect(res.status).toBe(415);
    expect(message(res)).toBe(`Content-Encoding "${encoding}" is not supported: send the body uncompressed`);
  });

  it('multipart with no boundary is a 400 (on the upload route, before any sign-in)', async () => {
    const res = await api()
      .post('/upload')
      .set('content-type', 'multipart/form-data')
      .send('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n');
    expect(res.status).toBe(400);
    expect(message(res)).toBe('The request body could not be read: bad content-type header, no multipart boundary');
  });

  it('a truncated multipart body is a 400', async () => {
    const res = await api()
      .post('/upload')
      .set('content-type', 'multipart/form-data; boundary=XX')
      .send('--XX\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc');
    expect(res.status).toBe(400);
    expect(message(res)).toContain('The request body could not be read: MultipartParser.end(): stream ended unexpectedly');
  });

  it('invalid JSON is a 400', async () => {
    const res = await api().post('/admin/login').set('content-type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(message(res)).toContain('The request body could not be read');
  });

  it('a text body to an admin route is a 415, not a crash', async () => {
    const res = await api().put('/content-manager/collection-types/api::article.article/x').set('content-type', 'text/plain').send('{"data":{}}');
    expect(res.status).toBe(415);
  });
});

describe('taxonomy query junk is a 400 naming the parameter', () => {
  it.each([
    ['filters[]=x', 'filters must be an object of field conditions, e.g. filters[name][$eq]=value'],
    ['sort=../../etc/passwd', 'sort: "../../etc/passwd" is not a field (a name, or names joined by ".")'],
    ['_q[]={}', '_q must be given once, as a single value'],
    ['filters[$contains]=x', 'filters[$contains]: "$contains" is not a logical operator here; put a field before it, e.g. filters[name][$contains]'],
  ])('GET /api/categories?%s', async (query, expected) => {
    for (const route of ['/api/categories', '/api/industries']) {
      const res = await api().get(`${route}?${query}`);
      expect(res.status).toBe(400);
      expect(message(res)).toBe(expected);
    }
  });

  it('legitimate queries still work', async () => {
    const res = await api().get('/api/categories?filters[key][$eq]=events&sort=name:asc&fields[0]=key&pagination[pageSize]=5');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([expect.objectContaining({ key: 'events' })]);
    expect((await api().get('/api/industries?sort=key:desc')).status).toBe(200);
  });
});

describe('unrouted methods are a 405 with Allow', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL'])('%s', async (method) => {
    const res = await rawRequest({ method, path: '/api/newsroom' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(JSON.parse(res.body).error.message).toBe(`Method ${method} is not allowed`);
  });

  it('CONNECT (which Node hands past the app) is a 405 too, not a dropped connection', async () => {
    const res = await rawRequest({ method: 'CONNECT', path: '/api/newsroom' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });
});

describe("every route limits the size and depth of bodies, Strapi's admin and auth routes included", () => {
  /** A JSON object whose `field` holds arrays nested `levels` deep (30 kB at 5,000 levels). */
  const deepJson = (field: string, levels: number, rest = '') => `{${rest}"${field}":${'['.repeat(levels)}"x"${']'.repeat(levels)}}`;

  it.each([
    ['/admin/forgot-password', 'email'],
    ['/admin/register-admin', 'email'],
    ['/admin/register', 'registrationToken'],
    ['/admin/reset-password', 'resetPasswordToken'],
    ['/admin/login', 'email'],
    ['/admin/renew-token', 'token'],
    ['/api/auth/local', 'identifier'],
    ['/api/auth/forgot-password', 'email'],
  ])('POST %s with a body nested 5,000 levels deep is a 400 naming the field, without a token', async (path, field) => {
    const res = await api().post(path).set('content-type', 'application/json').send(deepJson(field, 5000));
    expect(res.status).toBe(400);
    // The field's path, shortened when long.
    expect(message(res)).toMatch(new RegExp(`^${field}[[\\]0]+…? is nested deeper than 32 levels$`));
  });

  it('the admin API with a token: deep JSON is a 400, 32 levels are read as usual', async () => {
    const token = await adminToken(cms);
    for (const levels of [3000, 5000]) {
      const res = await api()
        .put('/admin/users/me')
        .set('authorization', `Bearer ${token}`)
        .set('content-type', 'application/json')
        .send(deepJson('firstname', levels));
      expect(res.status).toBe(400);
      expect(message(res)).toMatch(/^firstname\[0\].* is nested deeper than 32 levels$/);
    }
    // 31 levels of arrays under the root object: within the limit, so Strapi's own validation answers.
    const within = await api()
      .put('/admin/users/me')
      .set('authorization', `Bearer ${token}`)
      .set('content-type', 'application/json')
      .send(deepJson('firstname', 31));
    expect(within.status).toBe(400);
    expect(message(within)).not.toContain('nested deeper');
    const created = await api()
      .post('/content-manager/collection-types/api::category.category')
      .set('authorization', `Bearer ${token}`)
      .send(JSON.parse(deepJson('name', 4000)));
    expect(created.status).toBe(400);
  });

  it("an upload's fileInfo nested deeper than the limit is a 400 before the file is read into the library", async () => {
    const token = await adminToken(cms);
    const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const files = await cms.strapi.db.query('plugin::upload.file').count({});
    const res = await api()
      .post('/upload')
      .set('authorization', `Bearer ${token}`)
      .attach('files', pixel, 'pixel.png')
      .field('fileInfo', `{"name":"pixel.png","caption":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`);
    expect(res.status).toBe(400);
    expect(message(res)).toBe('fileInfo is nested deeper than 32 levels');
    expect(await cms.strapi.db.query('plugin::upload.file').count({})).toBe(files);
  });

  it.each([
    ['/admin/forgot-password', 'application/json', JSON.stringify({ email: 'a@example.com', pad: 'x'.repeat(1024 * 1024) })],
    ['/admin/login', 'application/x-www-form-urlencoded', `email=a%40example.com&pad=${'x'.repeat(60 * 1024)}`],
    ['/api/auth/local', 'application/json', JSON.stringify({ identifier: 'a', pad: 'x'.repeat(1024 * 1024) })],
  ])('POST %s with a %s body over the limit is a 413', async (path, type, body) => {
    const res = await api().post(path).set('content-type', type).send(body);
    expect(res.status).toBe(413);
    expect(message(res)).toMatch(/^The request body is too large/);
  });

  it('a file over UPLOAD_SIZE_LIMIT (10 MB) is a 413 while it is read, and nothing is stored', async () => {
    const token = await adminToken(cms);
    const files = await cms.strapi.db.query('plugin::upload.file').count({});
    const res = await api()
      .post('/upload')
      .set('authorization', `Bearer ${token}`)
      .attach('files', Buffer.alloc(10 * 1024 * 1024 + 1, 1), { filename: 'big.png', contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(message(res)).toBe('FileTooBig');
    expect(await cms.strapi.db.query('plugin::upload.file').count({})).toBe(files);
  });

  it('multipart fields over 1 MB together are a 413, before the upload route runs', async () => {
    const token = await adminToken(cms);
    const res = await api()
      .post('/upload')
      .set('authorization', `Bearer ${token}`)
      .field('fileInfo', 'x'.repeat(1024 * 1024 + 1));
    expect(res.status).toBe(413);
    expect(message(res)).toMatch(/^The request body is too large/);
  });
});

describe('the admin API answers junk with a 4xx naming it (what the fuzzer found)', () => {
  const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

  it('an upload into folder "x" is a 400 (Strapi\'s own check never answered)', async () => {
    const token = await adminToken(cms);
    const res = await api()
      .post('/upload')
      .set('authorization', `Bearer ${token}`)
      .attach('files', pixel, 'pixel.png')
      .field('fileInfo', JSON.stringify({ name: 'pixel.png', folder: 'x' }));
    expect(res.status).toBe(400);
    expect(message(res)).toBe('fileInfo.folder must be null or an id (a whole number from 1 to 2147483647), got "x"');
  });

  it.each([
    ['/upload/files?fields[0]=articles', 'fields: "articles" is not a field of plugin::upload.file'],
    ['/upload/files?fields[0]=createdBy', 'fields: "createdBy" is a relation of plugin::upload.file, not a plain field: ask for it with populate'],
    ['/upload/files?sort=nope:asc', 'sort: "nope" is not a field of plugin::upload.file'],
    ['/upload/files?filters[publishedAt][$in][0]=%5C', 'filters[publishedAt][$in][0]: "\\" is not a date and time (e.g. 2026-01-31T12:00:00Z) or a timestamp'],
    ['/admin/roles?_q[name][$eq]=x', '_q must be given once, as a single value'],
    [
      '/content-manager/collection-types/api::industry.industry?filters[key][$and][0][key][$eq]=x',
      'filters[key][$and]: $and groups conditions on fields, and a string field has none; put $and before the field',
    ],
  ])('GET %s is a 400', async (path, expected) => {
    const token = await adminToken(cms);
    const res = await api().get(path).set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(400);
    expect(message(res)).toBe(expected);
  });

  it("the media library's own filter by type still works", async () => {
    const token = await adminToken(cms);
    const res = await api()
      .get('/upload/files?sort=updatedAt:DESC&page=1&pageSize=10&filters[$and][0][mime][$contains][0]=image&filters[$and][0][mime][$contains][1]=video')
      .set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
  });

  it('a relation picker for a field the role may not read is a 403 naming it; an unknown model a 400', async () => {
    const token = await adminToken(cms);
    for (const path of [
      '/content-manager/relations/api::industry.industry/localizations',
      '/content-manager/relations/api::category.category/createdBy?sort[createdBy]=desc',
    ]) {
      const forbidden = await api().get(path).set('authorization', `Bearer ${token}`);
      expect(forbidden.status, path).toBe(403);
    }
    const field = await api().get('/content-manager/relations/api::industry.industry/localizations').set('authorization', `Bearer ${token}`);
    expect(message(field)).toBe('Your role may not read the field localizations of api::industry.industry');
    const unknown = await api().get('/content-manager/relations/__proto__/industries').set('authorization', `Bearer ${token}`);
    expect(unknown.status).toBe(400);
    expect(message(unknown)).toBe("The model __proto__ doesn't exist");
    const allowed = await api().get('/content-manager/relations/api::article.article/categories').set('authorization', `Bearer ${token}`);
    expect(allowed.status).toBe(200);
  });

  it('a profile name longer than its column is a 400 with the reason', async () => {
    const token = await adminToken(cms);
    const res = await api()
      .put('/admin/users/me')
      .set('authorization', `Bearer ${token}`)
      .send({ lastname: 'x'.repeat(300) });
    expect(res.status).toBe(400);
    expect(message(res)).toBe('A value in the request does not fit its field: value too long for type character varying(255)');
  });

  it('a JSON list where an object belongs is a 400', async () => {
    const token = await adminToken(cms);
    const res = await api()
      .post('/content-manager/collection-types/api::industry.industry')
      .set('authorization', `Bearer ${token}`)
      .set('content-type', 'application/json')
      .send('[1,2]');
    expect(res.status).toBe(400);
    expect(message(res)).toBe('The request body must be a JSON object, not a list');
  });

  it('a sign-up to the admin without a body is a 400 naming what is missing', async () => {
    const res = await api().post('/admin/register');
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.map((error: { path: string[] }) => error.path.join('.'))).toContain('userInfo');
  });
});

describe("the admin's own routes keep working", () => {
  it('signs in with JSON and uploads an image as multipart', async () => {
    const token = await adminToken(cms);
    const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const res = await api()
      .post('/upload')
      .set('authorization', `Bearer ${token}`)
      .attach('files', pixel, 'pixel.png')
      .field('fileInfo', JSON.stringify({ name: 'pixel.png', alternativeText: 'A pixel' }));
    expect(res.status).toBe(201);
    expect(res.body[0]).toMatchObject({ name: 'pixel.png', mime: 'image/png' });
  });
});

/** A request on its own socket, for what supertest cannot send (CONNECT, TRACE, chunked bodies). */
async function rawRequest(options: {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const server = cms.strapi.server.httpServer;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: options.method, path: options.path, headers: options.headers, agent: false });
    const collect = (res: http.IncomingMessage) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    };
    req.on('response', collect);
    req.on('connect', (res: http.IncomingMessage, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
