/**
 * SQLite, the zero-setup default (one process): the version history and scheduled publishing work
 * there too (their tables, the partial unique index, the claim without row locks).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startSqliteCms, type TestCms } from 'testing/cms';
import { ADMIN, adminToken } from './helpers/admin';
import { scheduleJob } from '../src/scheduling/jobs';
import { runDueJobs } from '../src/scheduling/runner';
import { VERSIONS } from '../src/history/versions';

type Row = Record<string, unknown>;

let cms: TestCms;
let token: string;
const api = () => request(cms.strapi.server.httpServer);
const LANDING = 'api::landing-page.landing-page';
const LANDING_CM = '/content-manager/collection-types/api::landing-page.landing-page';

beforeAll(async () => {
  cms = await startSqliteCms({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLISH_SCHEDULER_SECONDS: '0' });
  token = await adminToken(cms);
});
afterAll(async () => {
  await cms?.stop();
});

const hero = (title: string) => ({ __component: 'blocks.hero-form-left', title });

describe('on SQLite', () => {
  it('records versions, restores one as the draft, and runs a due scheduled publish once', async () => {
    const created = await api()
      .post(`${LANDING_CM}?locale=en-US`)
      .set('Authorization', `Bearer ${token}`)
      .send({ slug: 'sqlite-history', title: 'One', draft: [hero('One')], draftSettings: { seoTitle: 'One' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const documentId = created.body.data.documentId as string;
    // Six minutes later: the save is a version of its own (within five, it would update the create's).
    await cms.strapi.db
      .connection(VERSIONS)
      .where({ document_id: documentId })
      .update({ created_at: Date.now() - 6 * 60_000 });
    expect(
      (
        await api()
          .put(`${LANDING_CM}/${documentId}?locale=en-US`)
          .set('Authorization', `Bearer ${token}`)
          .send({ title: 'Two', draft: [hero('Two')] })
      ).status,
    ).toBe(200);
    const base = `/publishing/pages/landing-page/${documentId}`;
    const list = await api().get(`${base}/versions?locale=en-US`).set('Authorization', `Bearer ${token}`);
    expect(list.status).toBe(200);
    expect((list.body.data as Row[]).map((v) => v.kind)).toEqual(['draft', 'draft']);
    const first = (list.body.data as Row[])[1]!;
    expect((await api().post(`${base}/versions/${first.id}/restore?locale=en-US`).set('Authorization', `Bearer ${token}`)).status).toBe(200);
    const restored = (await cms.strapi
      .documents(LANDING)
      .findOne({ documentId, locale: 'en-US', populate: { draft: { on: { 'blocks.hero-form-left': true } }, publishedSettings: true } } as never)) as Row;
    expect(restored).toMatchObject({ title: 'One', publishedSettings: null });
    expect((restored.draft as Row[]).map((b) => b.title)).toEqual(['One']);

    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect((await api().post(`${base}/schedule?locale=en-US`).set('Authorization', `Bearer ${token}`).send({ action: 'publish', at })).status).toBe(201);
    expect((await api().post(`${base}/schedule?locale=en-US`).set('Authorization', `Bearer ${token}`).send({ action: 'publish', at })).status).toBe(409);
    const due = await scheduleJob(cms.strapi, { uid: LANDING, documentId, locale: 'en-US' }, 'unpublish', Date.now() - 1000, { id: null, name: null });
    const published = await api().post(`${base}/publish?locale=en-US`).set('Authorization', `Bearer ${token}`);
    expect(published.status).toBe(200);
    expect(await Promise.all([runDueJobs(cms.strapi), runDueJobs(cms.strapi)]).then((runs) => runs.flat())).toEqual([due.id]);
    const after = (await cms.strapi.documents(LANDING).findOne({ documentId, locale: 'en-US', populate: { publishedSettings: true } } as never)) as Row;
    expect(after.publishedSettings).toBeNull();
    const kinds = ((await api().get(`${base}/versions?locale=en-US`).set('Authorization', `Bearer ${token}`)).body.data as Row[]).map((v) => v.kind);
    expect(kinds).toEqual(['publish', 'restore', 'draft', 'draft']);
  });
});
