import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { createClient } from 'redis';
import { startCms, type TestCms } from 'testing/cms';
import { ADMIN, adminToken, roleIdOf, signedInUser } from './helpers/admin';

/**
 * Rate limits per client address (src/rate-limits), on a CMS behind one declared proxy (IS_PROXIED=true): each test
 * is a client of its own, named by the X-Forwarded-For entry the proxy writes (the last one). Small limits (3 per
 * window) and the counts in Redis under a prefix of this run's own (REDIS_URL, as the scaled-out CMS instances run).
 */
let cms: TestCms;
const api = () => request(cms.strapi.server.httpServer);
const REDIS_URL = process.env.E2E_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `test-rate-limits-${randomUUID()}:`;
const TOKEN = 'ingest-token-for-the-rate-limit-tests';
const MAX = 3;
let clients = 0;
/** A client address no other test uses. */
const newClient = () => `203.0.113.${++clients}`;

beforeAll(async () => {
  cms = await startCms('ratelimits', {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    IS_PROXIED: 'true',
    RATE_LIMIT_LOGIN_MAX: String(MAX),
    RATE_LIMIT_LOGIN_WINDOW: '900',
    RATE_LIMIT_NEWSLETTER_MAX: String(MAX),
    RATE_LIMIT_NEWSLETTER_WINDOW: '600',
    RATE_LIMIT_RSVP_MAX: String(MAX),
    RATE_LIMIT_RSVP_WINDOW: '600',
    RATE_LIMIT_LIVE_MAX: String(MAX),
    RATE_LIMIT_LIVE_WINDOW: '60',
    REDIS_URL,
    REDIS_KEY_PREFIX: PREFIX,
  });
  await cms.strapi.documents('api::rsvp-event.rsvp-event').create({ data: { key: 'launch', title: 'Launch', max: 1000, maxpp: 3 } } as never);
});
afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  await cms?.stop();
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  try {
    for await (const keys of redis.scanIterator({ MATCH: `${PREFIX}*` })) if (keys.length) await redis.unlink(keys);
  } finally {
    redis.destroy();
  }
});

const login = (client: string, body: { email: string; password: string }, forwardedFor = client) =>
  api().post('/admin/login').set('x-forwarded-for', forwardedFor).send(body);

function expectTooMany(res: request.Response, message: RegExp) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 900, `Retry-After: ${res.headers['retry-after']}`).toBe(true);
  expect(JSON.stringify(res.body)).toMatch(message);
}

describe('admin sign-ins: failed ones per client address, across accounts', () => {
  it('after 3 failed sign-ins with 3 different accounts, the 4th attempt, even with the right password, is refused (429)', async () => {
    const client = newClient();
    for (const email of ['a@example.com', 'b@example.com', ADMIN.email]) expect((await login(client, { email, password: 'wrong-Password1' })).status).toBe(400);
    const res = await login(client, ADMIN);
    expectTooMany(res, /Too many failed sign-ins from this address: try again in \d+ minutes/);
    expect(res.body.error).toMatchObject({ status: 429, name: 'RateLimitError' });
    expect(res.body.data?.token).toBeUndefined();
  });

  it("one client's failed attempts do not lock another out, not even of the same account", async () => {
    const attacker = newClient();
    for (let i = 0; i < MAX + 2; i++) await login(attacker, { email: ADMIN.email, password: `wrong-Password${i}` });
    expect((await login(attacker, ADMIN)).status).toBe(429);
    expect((await login(newClient(), ADMIN)).status).toBe(200);
  });

  it("addresses the client writes into X-Forwarded-For before the proxy's entry are not new clients", async () => {
    const client = newClient();
    for (let i = 0; i < MAX; i++) {
      const res = await login(client, { email: `user${i}@example.com`, password: 'wrong-Password1' }, `198.51.100.${i + 1}, ${client}`);
      expect(res.status).toBe(400);
    }
    expectTooMany(await login(client, ADMIN, `198.51.100.99, ${client}`), /Too many failed sign-ins/);
  });

  it('the same route in any case or with a trailing slash counts too', async () => {
    const client = newClient();
    for (const path of ['/ADMIN/LOGIN', '/admin/login/', '/admin//login']) {
      await api().post(path).set('x-forwarded-for', client).send({ email: ADMIN.email, password: 'wrong-Password1' });
    }
    expect((await login(client, ADMIN)).status).toBe(429);
  });

  it('sign-ins that succeed do not count', async () => {
    const client = newClient();
    for (let i = 0; i < MAX + 3; i++) expect((await login(client, ADMIN)).status).toBe(200);
  });
});

describe('POST /api/newsletter: sign-ups per client address', () => {
  const signUp = (client: string, email: string, headers: Record<string, string> = {}) =>
    api()
      .post('/api/newsletter')
      .set({ 'x-forwarded-for': client, ...headers })
      .send({ email, locale: 'en-US' });
  const stored = (email: string) => cms.strapi.db.connection('newsletter_subscriptions').where({ email }).count({ n: '*' }).first();

  it('the 4th sign-up of another address from one client is refused (429, Retry-After) and not stored', async () => {
    const client = newClient();
    for (let i = 0; i < MAX; i++) expect((await signUp(client, `reader${i}@example.com`)).status).toBe(201);
    const res = await signUp(client, 'reader-too-many@example.com');
    expectTooMany(res, /Too many newsletter sign-ups from this address: try again in 10 minutes/);
    expect(res.body.error).toMatchObject({ status: 429, name: 'RateLimitError' });
    expect(await stored('reader-too-many@example.com')).toEqual({ n: '0' });
    expect((await signUp(newClient(), 'reader-too-many@example.com')).status).toBe(201);
  });

  it("from the site (ingest token): the visitor's address the site sends is the client, not the site's", async () => {
    vi.stubEnv('NEWSLETTER_INGEST_TOKEN', TOKEN);
    const site = newClient();
    const [visitor, other] = ['2001:db8:1::1', '2001:db8:2::1'];
    const fromSite = (visitorAddress: string, email: string) =>
      signUp(site, email, { 'x-newsletter-token': TOKEN, 'x-newsletter-client-address': visitorAddress });
    for (let i = 0; i < MAX; i++) expect((await fromSite(visitor, `visitor${i}@example.com`)).status).toBe(201);
    expectTooMany(await fromSite(visitor, 'visitor-too-many@example.com'), /Too many newsletter sign-ups/);
    expect((await fromSite(other, 'other@example.com')).status).toBe(201);
    // The site's own address is not used up by its visitors.
    expect((await signUp(site, 'site@example.com', { 'x-newsletter-token': TOKEN })).status).toBe(201);
  });

  it("the visitor's address is believed only with a valid ingest token, and must be an address", async () => {
    vi.stubEnv('NEWSLETTER_INGEST_TOKEN', TOKEN);
    const caller = newClient();
    const res = await signUp(caller, 'x@example.com', { 'x-newsletter-token': 'wrong', 'x-newsletter-client-address': '192.0.2.1' });
    expect(res.status).toBe(401);
    const bad = await signUp(caller, 'x@example.com', { 'x-newsletter-token': TOKEN, 'x-newsletter-client-address': 'somebody' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('x-newsletter-client-address must be an IP address');

    // Without a configured token anyone may call: an address in the header is nobody's word, the caller is the client.
    vi.stubEnv('NEWSLETTER_INGEST_TOKEN', '');
    const direct = newClient();
    for (let i = 0; i < MAX; i++) await signUp(direct, `direct${i}@example.com`, { 'x-newsletter-client-address': `192.0.2.${i + 10}` });
    expect((await signUp(direct, 'direct-too-many@example.com', { 'x-newsletter-client-address': '192.0.2.99' })).status).toBe(429);
  });
});

describe('POST /api/rsvp/:eventKey: answers per client address', () => {
  const answer = (client: string, email: string) =>
    api().post('/api/rsvp/launch').set('x-forwarded-for', client).send({ email, status: 'confirmed', amount: 1 });

  it("the 4th answer from one client is refused in the widget's error format (code 7), with Retry-After", async () => {
    const client = newClient();
    for (let i = 0; i < MAX; i++) expect((await answer(client, `guest${i}@example.com`)).status).toBe(200);
    const res = await answer(client, 'guest-too-many@example.com');
    expectTooMany(res, /Too many RSVP answers from this address: try again in 10 minutes/);
    expect(res.body).toEqual({ ok: false, code: 7, message: expect.stringMatching(/^Too many RSVP answers/) });
    expect((await api().get('/api/rsvp/launch/count')).body.total).toBe(MAX);
    expect((await answer(newClient(), 'guest-too-many@example.com')).status).toBe(200);
  });
});

describe('counts in Redis with REDIS_URL', () => {
  it("each client's count is a key under REDIS_KEY_PREFIX that expires with its window", async () => {
    const client = newClient();
    await answer(client);
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      const key = `${PREFIX}rate-limit:rsvp:${client}`;
      expect(await redis.get(key)).toBe('1');
      expect(await redis.ttl(key)).toBeGreaterThan(0);
    } finally {
      redis.destroy();
    }
  });

  function answer(client: string) {
    return api().post('/api/rsvp/launch').set('x-forwarded-for', client).send({ email: 'redis@example.com', status: 'confirmed', amount: 1 });
  }
});

describe('live editing: requests per signed-in editor, not per address', () => {
  it('the 4th stream, update or change of one editor is refused (429), another editor on the same address is not', async () => {
    const page = (await cms.strapi.documents('api::landing-page.landing-page').create({
      locale: 'en-US',
      data: { slug: 'live-limits', title: 'Live limits', draft: [] },
    } as never)) as unknown as { documentId: string };
    const path = `/publishing/pages/landing-page/${page.documentId}/live?locale=en-US`;
    const token = await adminToken(cms);
    const other = await signedInUser(cms, 'live-limits@example.com', await roleIdOf(cms, 'strapi-editor'), 'Lim');
    const client = newClient();
    const update = (bearer: string) =>
      api()
        .post(path)
        .set('x-forwarded-for', client)
        .set('Authorization', `Bearer ${bearer}`)
        .send({ session: 'a'.repeat(24), selection: null });
    // Counted: an update of a session that is gone (410) is a request like any other.
    for (let i = 0; i < MAX; i += 1) expect((await update(token)).status).toBe(410);
    expectTooMany(await update(token), /Too many live-editing requests/);
    expect((await update(other.token)).status).toBe(410);
    // A bad body is refused before it counts.
    expect((await api().post(path).set('x-forwarded-for', client).set('Authorization', `Bearer ${other.token}`).send({ session: 'x' })).status).toBe(400);
    expect((await update(other.token)).status).toBe(410);
    // A change counts as well (its third request); the next is one too many.
    const change = await api()
      .post(path.replace('/live?', '/live/changes?'))
      .set('x-forwarded-for', client)
      .set('Authorization', `Bearer ${other.token}`)
      .send({ session: 'a'.repeat(24), seq: 1, ops: [{ op: 'remove', key: 'k1' }] });
    expect(change.status).toBe(410);
    expectTooMany(await update(other.token), /Too many live-editing requests/);
  });
});
