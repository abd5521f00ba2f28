/**
 * Scheduled publish and unpublish on PostgreSQL: the routes (publish permission, clear 4xx, one
 * pending schedule per action as a database constraint, cancel), claimers racing on one database
 * publish each due job exactly once (SELECT … FOR UPDATE SKIP LOCKED), and a job that fell due while
 * the CMS was stopped runs after the next start, through the publish action (site told, version
 * recorded and attributed to the scheduling user).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bootCms, createDatabase, dropDatabase, type TestCms } from 'testing/cms';
import { ADMIN, adminToken } from './helpers/admin';
import { JOBS, scheduleJob } from '../src/scheduling/jobs';
import { runDueJobs } from '../src/scheduling/runner';
import { listVersions } from '../src/history/versions';

type Row = Record<string, unknown>;
interface Notice {
  event: string;
  entry: { documentId?: string; slug?: string };
}

let database = '';
let cms: TestCms | undefined;
let site: Server;
const notices: Notice[] = [];
let editor = '';
let editorId = 0;
let author = '';
let superAdmin = '';
const api = () => request(cms!.strapi.server.httpServer);
const LANDING = 'api::landing-page.landing-page';
const LANDING_CM = '/content-manager/collection-types/api::landing-page.landing-page';
const schedulePath = (documentId: string, locale = 'en-US') => `/publishing/pages/landing-page/${documentId}/schedule?locale=${locale}`;
let env: Record<string, string> = {};

async function user(email: string, code: string): Promise<{ token: string; id: number }> {
  const role = await cms!.strapi.db.query('admin::role').findOne({ where: { code } });
  const created = (await (cms!.strapi.service('admin::user') as unknown as { create(d: Row): Promise<{ id: number }> }).create({
    email,
    firstname: code === 'strapi-editor' ? 'Edna' : 'Arthur',
    lastname: 'Tester',
    password: 'RoleTester123',
    isActive: true,
    roles: [role.id],
  })) as { id: number };
  const res = await api().post('/admin/login').send({ email, password: 'RoleTester123' });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return { token: res.body.data.token, id: created.id };
}

beforeAll(async () => {
  site = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      notices.push(JSON.parse(body) as Notice);
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  env = {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_REVALIDATE_URL: `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate`,
  };
  database = await createDatabase('scheduling');
  // No poller in this instance: the tests run the claimers themselves.
  cms = await bootCms(database, { ...env, PUBLISH_SCHEDULER_SECONDS: '0', DATABASE_POOL_MAX: '10' });
  superAdmin = await adminToken(cms);
  const e = await user('editor@example.com', 'strapi-editor');
  editor = e.token;
  editorId = e.id;
  author = (await user('author@example.com', 'strapi-author')).token;
});
afterAll(async () => {
  await cms?.stop();
  site?.close();
  if (database) await dropDatabase(database);
});

async function createPage(slug: string): Promise<string> {
  const res = await api()
    .post(`${LANDING_CM}?locale=en-US`)
    .set('Authorization', `Bearer ${editor}`)
    .send({ slug, title: slug, draft: [{ __component: 'blocks.hero-form-left', title: slug }], draftSettings: { seoTitle: slug } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.documentId as string;
}

const isPublished = async (documentId: string, uid: typeof LANDING | 'api::article.article' = LANDING): Promise<boolean> =>
  Boolean(
    ((await cms!.strapi.documents(uid).findOne({ documentId, locale: 'en-US', populate: { publishedSettings: true } } as never)) as Row | null)
      ?.publishedSettings,
  );

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

describe('scheduling routes', () => {
  it('schedules a publish (201, listed), refuses a second pending one (409, a database constraint), and cancels it', async () => {
    const documentId = await createPage('scheduled-route');
    const at = inSeconds(3600);
    const res = await api().post(schedulePath(documentId)).set('Authorization', `Bearer ${editor}`).send({ action: 'publish', at });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'landing-page', documentId, locale: 'en-US', action: 'publish', runAt: at, status: 'pending' });
    expect(res.body.data.createdBy).toEqual({ id: editorId, name: 'Edna Tester' });

    const again = await api()
      .post(schedulePath(documentId))
      .set('Authorization', `Bearer ${editor}`)
      .send({ action: 'publish', at: inSeconds(7200) });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain(`already has a scheduled publish at ${at}`);
    // The rule is the database's: a direct insert fails too.
    await expect(
      cms!.strapi.db
        .connection(JOBS)
        .insert({ content_type: 'landing-page', document_id: documentId, locale: 'en-US', action: 'publish', run_at: 1, status: 'pending', created_at: 1 }),
    ).rejects.toThrow(/publish_jobs_one_pending_idx/);
    // An unpublish may be scheduled beside it.
    expect(
      (
        await api()
          .post(schedulePath(documentId))
          .set('Authorization', `Bearer ${editor}`)
          .send({ action: 'unpublish', at: inSeconds(9000) })
      ).status,
    ).toBe(201);

    const listed = await api().get(`/publishing/schedules?documentId=${documentId}&locale=en-US`).set('Authorization', `Bearer ${editor}`);
    expect(listed.status).toBe(200);
    expect((listed.body.data as Row[]).map((j) => j.action)).toEqual(['publish', 'unpublish']);

    const cancelled = await api().delete(`/publishing/schedules/${res.body.data.id}`).set('Authorization', `Bearer ${editor}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await api().delete(`/publishing/schedules/${res.body.data.id}`).set('Authorization', `Bearer ${editor}`)).status).toBe(409);
    // Cancelled: a new one may be scheduled.
    expect(
      (
        await api()
          .post(schedulePath(documentId))
          .set('Authorization', `Bearer ${editor}`)
          .send({ action: 'publish', at: inSeconds(3600) })
      ).status,
    ).toBe(201);
  });

  it('needs the publish permission (403 naming it) and answers bad input with a 4xx naming it', async () => {
    const documentId = await createPage('scheduled-errors');
    const post = (body: unknown, token = editor, path = schedulePath(documentId)) =>
      api()
        .post(path)
        .set('Authorization', `Bearer ${token}`)
        .send(body as object);
    const refused = await post({ action: 'publish', at: inSeconds(3600) }, author);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('api::pages.publish');
    const job = await post({ action: 'publish', at: inSeconds(3600) });
    expect((await api().delete(`/publishing/schedules/${job.body.data.id}`).set('Authorization', `Bearer ${author}`)).status).toBe(403);

    const cases: Array<[unknown, RegExp]> = [
      [{ action: 'delete', at: inSeconds(3600) }, /action must be "publish" or "unpublish"/],
      [{ action: 'unpublish', at: 'tomorrow' }, /at must be a date and time with its zone/],
      [{ action: 'unpublish', at: '2026-05-01T09:30:00' }, /at must be a date and time with its zone/],
      [{ action: 'unpublish', at: new Date(Date.now() - 60_000).toISOString() }, /at must be in the future/],
      [{ action: 'unpublish', at: '2999-01-01T00:00:00Z' }, /within 5 years/],
      [[1, 2], /JSON object/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await post({ action: 'publish', at: inSeconds(3600) }, editor, schedulePath('nosuchdocument'))).status).toBe(404);
    expect((await post({ action: 'publish', at: inSeconds(3600) }, editor, schedulePath(documentId, 'es-US'))).status).toBe(404);
    expect((await post({ action: 'publish', at: inSeconds(3600) }, editor, schedulePath(documentId, 'not a locale'))).status).toBe(400);
    expect((await api().delete('/publishing/schedules/0').set('Authorization', `Bearer ${editor}`)).status).toBe(400);
    expect((await api().delete('/publishing/schedules/99999').set('Authorization', `Bearer ${editor}`)).status).toBe(404);
    expect((await api().get('/publishing/schedules?type=page').set('Authorization', `Bearer ${editor}`)).status).toBe(400);
    expect((await api().get('/publishing/schedules')).status).toBe(401);
  });
});

describe('running due jobs', () => {
  it('claimers racing on one PostgreSQL database publish each due job exactly once', async () => {
    const documentIds: string[] = [];
    for (let i = 0; i < 8; i += 1) documentIds.push(await createPage(`raced-${i}`));
    const actor = { id: editorId, name: 'Edna Tester' };
    const jobIds: number[] = [];
    for (const documentId of documentIds)
      jobIds.push((await scheduleJob(cms!.strapi, { uid: LANDING, documentId, locale: 'en-US' }, 'publish', Date.now() - 1000, actor)).id);

    const ran = (await Promise.all([1, 2, 3, 4].map(() => runDueJobs(cms!.strapi)))).flat();
    expect([...ran].sort((a, b) => a - b)).toEqual([...jobIds].sort((a, b) => a - b));
    const rows = (await cms!.strapi.db.connection(JOBS).whereIn('id', jobIds).select('status')) as Row[];
    expect(rows.map((r) => r.status)).toEqual(jobIds.map(() => 'done'));
    for (const documentId of documentIds) {
      expect(await isPublished(documentId)).toBe(true);
      const publishes = (await listVersions(cms!.strapi, LANDING, documentId, 'en-US')).filter((v) => v.kind === 'publish');
      expect(publishes).toHaveLength(1);
      expect(publishes[0]!.createdBy).toEqual(actor);
    }
    expect(await runDueJobs(cms!.strapi)).toEqual([]);
  });

  it('a job whose page was deleted fails with the reason and does not stop the others', async () => {
    const gone = await createPage('scheduled-gone');
    const kept = await createPage('scheduled-kept');
    const actor = { id: editorId, name: 'Edna Tester' };
    const a = await scheduleJob(cms!.strapi, { uid: LANDING, documentId: gone, locale: 'en-US' }, 'publish', Date.now() - 2000, actor);
    const b = await scheduleJob(cms!.strapi, { uid: LANDING, documentId: kept, locale: 'en-US' }, 'publish', Date.now() - 1000, actor);
    expect((await api().delete(`${LANDING_CM}/${gone}?locale=en-US`).set('Authorization', `Bearer ${superAdmin}`)).status).toBe(200);
    expect(await runDueJobs(cms!.strapi)).toEqual([a.id, b.id]);
    const failed = (await cms!.strapi.db.connection(JOBS).where({ id: a.id }).first()) as Row;
    expect(failed).toMatchObject({ status: 'failed' });
    expect(String(failed.error)).toContain(gone);
    expect(await isPublished(kept)).toBe(true);
  });

  it('a job due while the CMS was stopped runs after the next start, through the publish action (site told, version attributed)', async () => {
    const documentId = await createPage('scheduled-restart');
    await scheduleJob(cms!.strapi, { uid: LANDING, documentId, locale: 'en-US' }, 'publish', Date.now() + 1500, { id: editorId, name: 'Edna Tester' });
    await cms!.stop();
    cms = undefined;
    await new Promise((resolve) => setTimeout(resolve, 1600));
    notices.length = 0;
    cms = await bootCms(database, { ...env, PUBLISH_SCHEDULER_SECONDS: '1' });
    await expect.poll(() => isPublished(documentId), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => notices.some((n) => n.event === 'entry.publish' && n.entry.slug === 'scheduled-restart'), { timeout: 10_000 }).toBe(true);
    const versions = await listVersions(cms.strapi, LANDING, documentId, 'en-US');
    expect(versions[0]).toMatchObject({ kind: 'publish', createdBy: { id: editorId, name: 'Edna Tester' } });
  });
});
