import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';
import { freePort } from 'testing/cms';
import { SEEDED } from 'seeds';
import type { ArticleResponse } from 'contract/blocks';
import { buildDir, E2E_ADMIN, siteEnv } from 'testing/site-e2e';
import { expect, test } from './fixtures';

/**
 * Two production site instances (server/main.mjs, the same build) sharing their cache in Redis
 * (REDIS_URL: cache/redis-cache-handler.mjs): a page one renders is served by the other from the
 * shared cache, and a publish, whose webhook reaches only the first instance (the CMS's
 * WEB_REVALIDATE_URL), is live on the second. Each instance runs from its own copy of the build
 * (NEXT_DIST_DIR), as on two machines: nothing reaches the other through a shared .next on disk.
 * Keys go under a prefix of this run's own, removed after. Needs Redis (E2E_REDIS_URL, default
 * redis://127.0.0.1:6379).
 */
const webDir = path.resolve(__dirname, '..');
const REDIS_URL = process.env.E2E_REDIS_URL || 'redis://127.0.0.1:6379';
const KEY_PREFIX = `web-e2e-shared-cache-${process.pid}-${Date.now()}:`;
const slug = SEEDED.draftAheadArticleSlugs[0]!;
const articlePath = `/en-US/newsroom/${slug}`;
const instances: ChildProcess[] = [];
const distDirs = ['.next-shared-cache-1', '.next-shared-cache-2'];
let first: string;
let second: string;

/** A copy of the site's build without its runtime cache: what another machine would have. */
function copyBuild(distDir: string): void {
  const target = path.join(webDir, distDir);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(webDir, buildDir()), target, { recursive: true, verbatimSymlinks: true });
  for (const cache of ['cache', 'server/route-cache']) rmSync(path.join(target, cache), { recursive: true, force: true });
}

async function startInstance(url: string, name: string, distDir: string): Promise<void> {
  const log = openSync(path.join(webDir, 'test-results', `${name}.log`), 'w');
  const child = spawn(process.execPath, ['server/main.mjs'], {
    cwd: webDir,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_PORT: new URL(url).port,
      WEB_HOST: '127.0.0.1',
      ...siteEnv(process.env.E2E_CMS_URL!, process.env.E2E_BASE_URL!, process.env.E2E_BUILDER_ORIGIN!),
      NEXT_DIST_DIR: distDir,
      REDIS_URL,
      REDIS_KEY_PREFIX: KEY_PREFIX,
    },
  });
  instances.push(child);
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} (web/test-results/${name}.log)`);
        return fetch(`${url}/robots.txt`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(200);
}

/** Redis keys of this run (SCAN, never KEYS: the server may be shared). */
async function keysOfThisRun(remove = false): Promise<number> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  try {
    let count = 0;
    for await (const keys of client.scanIterator({ MATCH: `${KEY_PREFIX}*`, COUNT: 500 })) {
      count += keys.length;
      if (remove && keys.length > 0) await client.unlink(keys);
    }
    return count;
  } finally {
    client.destroy();
  }
}

/** The page's h1 text as React escapes it. */
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function publishedTitle(): Promise<string> {
  const response = await fetch(`${process.env.E2E_CMS_URL}/api/articles/slug/${slug}?locale=en-US`);
  const { data } = (await response.json()) as ArticleResponse;
  return data.publishedSettings.articleTitle || data.publishedSettings.pageTitle || slug;
}

async function adminFetch(token: string, url: string, method = 'GET'): Promise<unknown> {
  const response = await fetch(`${process.env.E2E_CMS_URL}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  first = process.env.E2E_WEBHOOK_SITE_URL!;
  second = `http://127.0.0.1:${await freePort()}`;
  for (const distDir of distDirs) copyBuild(distDir);
  await Promise.all([startInstance(first, 'web-shared-cache-1', distDirs[0]!), startInstance(second, 'web-shared-cache-2', distDirs[1]!)]);
});

test.afterAll(async () => {
  for (const child of instances) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  await keysOfThisRun(true);
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const distDir of distDirs) rmSync(path.join(webDir, distDir), { recursive: true, force: true });
});

test('two site instances share their cache in Redis: a publish whose webhook reaches one is live on both', async () => {
  test.setTimeout(90_000);
  const before = await publishedTitle();

  // The first instance renders the article; the second serves that render from the shared cache.
  const rendered = await fetch(`${first}${articlePath}`);
  expect(rendered.status).toBe(200);
  expect(heading(await rendered.text())).toBe(escaped(before));
  const shared = await fetch(`${second}${articlePath}`);
  expect(shared.status).toBe(200);
  expect(shared.headers.get('x-nextjs-cache'), "the second instance's first answer comes from the shared cache").toBe('HIT');
  expect(heading(await shared.text())).toBe(escaped(before));
  expect(await keysOfThisRun()).toBeGreaterThan(0);

  // Publish the article's draft (another title) through the CMS: its webhook goes to the first instance only.
  const login = (await (
    await fetch(`${process.env.E2E_CMS_URL}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) })
  ).json()) as { data: { token: string } };
  const token = login.data.token;
  const found = (await adminFetch(token, `/content-manager/collection-types/api::article.article?locale=en-US&filters[slug][$eq]=${slug}`)) as {
    results: { documentId: string }[];
  };
  expect(found.results).toHaveLength(1);
  await adminFetch(token, `/publishing/pages/article/${found.results[0]!.documentId}/publish?locale=en-US`, 'POST');
  const after = await publishedTitle();
  expect(after).not.toBe(before);

  // Both instances show the published title (without the shared revalidation the second would keep
  // its cached page for CMS_REVALIDATE_SECONDS, 300 s).
  for (const instance of [second, first]) {
    await expect
      .poll(async () => heading(await (await fetch(`${instance}${articlePath}`)).text()), { message: instance, timeout: 15_000, intervals: [250] })
      .toBe(escaped(after));
  }
});
