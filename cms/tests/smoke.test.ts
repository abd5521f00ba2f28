import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { TestCms } from 'testing/cms';
import { startSharedCms } from './helpers/shared';

let cms: TestCms;
beforeAll(async () => {
  cms = await startSharedCms();
});
afterAll(async () => {
  await cms?.stop();
});

describe('boot', () => {
  it('serves the empty newsroom', async () => {
    const res = await request(cms.strapi.server.httpServer).get('/api/newsroom');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 14, total: 0, last_page: 1 } } });
  });
});
