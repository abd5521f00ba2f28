import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from 'testing/cms';
import { SEEDED } from 'seeds';
import { signPreviewToken } from 'contract/preview/token';
import { E2E_SECRETS, siteEnv } from 'testing/site-e2e';
import { expect, test } from './fixtures';

/**
 * `next start` on the same build serves the same site as the production server (server/main.mjs, which
 * only adds its refusals of junk requests Next cannot answer with a 4xx): same statuses, security
 * headers, redirects and pages.
 */
const webDir = path.resolve(__dirname, '..');
let child: ChildProcess;
let nextStartURL: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  nextStartURL = `http://127.0.0.1:${port}`;
  child = spawn('npm', ['run', 'start:next'], {
    cwd: webDir,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_PORT: String(port),
      WEB_HOST: '127.0.0.1',
      ...siteEnv(process.env.E2E_CMS_URL!, process.env.E2E_BASE_URL!, process.env.E2E_BUILDER_ORIGIN!),
    },
  });
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    if (
      await fetch(`${nextStartURL}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 120) throw new Error('next start did not answer within 60 s');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(() => {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
});

const HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'strict-transport-security',
  'location',
  'content-type',
  'cache-control',
  'vary',
];
/** The preview's nonce is new on every request. */
const withoutNonce = (value: string | null) => value?.replace(/'nonce-[^']+'/g, "'nonce'").replace(/nonce="[^"]+"/g, 'nonce') ?? null;
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const main = (html: string) => (/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '').replace(/<script[\s\S]*?<\/script>/g, '');

test('`next start` serves the same pages with the same headers', async () => {
  const previewToken = signPreviewToken(E2E_SECRETS.preview, 'frame', { type: 'article', locale: 'en-US', slug: SEEDED.draftAheadArticleSlugs[0]! });
  const paths = [
    '/en-US/newsroom',
    '/en-US/newsroom?category=customer_stories&page=1',
    '/es-US/newsroom',
    `/en-US/newsroom/${SEEDED.customerStorySlugs[0]}`,
    `/en-US/newsroom/${SEEDED.upcomingEventSlugs[0]}`,
    `/en-US/${SEEDED.publishedLandingPageSlugs[0]}`,
    `/preview/article/en-US/${SEEDED.draftAheadArticleSlugs[0]}?token=${previewToken}`,
    '/en-US/newsroom/no-such-article',
    '/xx-XX/newsroom',
    '/',
    '/events',
    '/newsletter/thanks',
    '/robots.txt',
    '/sitemap.xml',
    '/en-US/newsroom/rss.xml',
    '/api/calendar?name=Expo&startDate=2026-12-03',
    '/api/calendar?name=Expo',
    '/uploads/missing.jpg',
  ];
  for (const pathname of paths) {
    const [ours, theirs] = await Promise.all([process.env.E2E_BASE_URL!, nextStartURL].map((base) => fetch(base + pathname, { redirect: 'manual' })));
    expect(theirs!.status, pathname).toBe(ours!.status);
    for (const name of HEADERS) expect(withoutNonce(theirs!.headers.get(name)), `${pathname} ${name}`).toBe(withoutNonce(ours!.headers.get(name)));
    const [a, b] = [await ours!.text(), await theirs!.text()];
    if (!ours!.headers.get('content-type')?.startsWith('text/html')) continue;
    expect(title(b), pathname).toBe(title(a));
    expect(withoutNonce(main(b)), pathname).toBe(withoutNonce(main(a)));
  }
});
