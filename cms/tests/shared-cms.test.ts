import { afterAll, expect, it } from 'vitest';
import request from 'supertest';
import type { TestCms } from 'testing/cms';
import { startSharedCms } from './helpers/shared';
import { createArticle, DAY } from './fixtures/articles';

/**
 * The worker's shared CMS (testing/shared-cms), as the next test file finds it: each stop() and
 * startSharedCms() here is what happens between two files.
 */
const ARTICLE = 'api::article.article';
let cms: TestCms | undefined;
afterAll(async () => {
  await cms?.stop();
});

const yesterday = () => new Date(Date.now() - DAY).toISOString();
const newsroomSlugs = async (c: TestCms) => {
  const res = await request(c.strapi.server.httpServer).get('/api/newsroom').expect(200);
  return (res.body.data as Array<{ slug: string }>).map((card) => card.slug);
};

it('gives the next file the database as it was after boot, with the same ids, and no result cached from before', async () => {
  const first = await startSharedCms({ NEWSROOM_CACHE_TTL_MS: '60000' });
  cms = first;
  const before = await first.strapi.db.query(ARTICLE).count();
  const { documentId } = await createArticle(first.strapi, { slug: 'first-file', published: { datePublished: yesterday() } });
  const { id } = (await first.strapi.db.query(ARTICLE).findOne({ where: { documentId } })) as { id: number };
  // Cached for a minute, under the read model's version after this write.
  expect(await newsroomSlugs(first)).toEqual(['first-file']);
  await first.stop();
  cms = undefined;

  const second = await startSharedCms({ NEWSROOM_CACHE_TTL_MS: '60000' });
  cms = second;
  expect(await second.strapi.db.query(ARTICLE).count()).toBe(before);
  expect(await newsroomSlugs(second)).toEqual([]);
  // The same write again reaches the same read model version: the answer is this file's article, not the cached one.
  const again = await createArticle(second.strapi, { slug: 'second-file', published: { datePublished: yesterday() } });
  expect(((await second.strapi.db.query(ARTICLE).findOne({ where: { documentId: again.documentId } })) as { id: number }).id).toBe(id);
  expect(await newsroomSlugs(second)).toEqual(['second-file']);
});

it('sets a file’s per-request settings until stop(), closes a server it opened, and refuses boot-time settings', async () => {
  await cms?.stop();
  const before = process.env.PREVIEW_SECRET;
  const c = await startSharedCms({ PREVIEW_SECRET: 'a-file-s-own-secret' });
  cms = c;
  expect(process.env.PREVIEW_SECRET).toBe('a-file-s-own-secret');
  await new Promise<void>((resolve) => c.strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
  await c.stop();
  cms = undefined;
  expect(process.env.PREVIEW_SECRET).toBe(before);
  expect(c.strapi.server.httpServer.listening).toBe(false);
  await expect(startSharedCms({ NODE_ENV: 'production' } as never)).rejects.toThrow('NODE_ENV is read at boot');
});
