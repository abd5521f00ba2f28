/**
 * Starts everything the end-to-end tests need, and global-teardown.ts removes it again:
 * a fresh PostgreSQL database, the CMS on it (seeded, on a free port), a copy of the run's production
 * build of the site (testing/site-build.js) and its production server (server/main.mjs, what `npm start` runs) on another free port.
 * With E2E_SITE_URL (environment.ts's externalStack) it starts nothing: the tests run against that
 * stack (another machine's, or one behind balancers), which it only checks is up and seeded.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, freePort, postgresEnv } from 'testing/cms';
import { SEEDED } from 'seeds';
import { ensureSiteBuild, siteBuildCopy } from 'testing/site-build';
import { cmsEnv, externalStack, siteEnv, STATE_FILE, type E2EState, type ExternalStack } from 'testing/site-e2e';

const webDir = path.resolve(__dirname, '..');

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} (see ${what} log in web/test-results)`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Checks that the external stack answers and has the seeded content, and tells the tests where it is. */
async function useExternalStack(stack: ExternalStack): Promise<void> {
  const article = `/api/articles/slug/${SEEDED.customerStorySlugs[0]}?locale=en-US`;
  for (const url of [`${stack.siteURL}/robots.txt`, `${stack.cmsURL}${article}`]) {
    const status = await fetch(url).then(
      (response) => String(response.status),
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    if (status !== '200') throw new Error(`the external stack does not answer ${url} with 200 (${status}): is it up, and seeded by e2e/cms-server.ts?`);
  }
  process.env.E2E_BASE_URL = stack.siteURL;
}

export default async function globalSetup(): Promise<void> {
  const external = externalStack();
  if (external) return useExternalStack(external);
  const database = await createDatabase('web_e2e');
  const [cmsPort, webPort, builderPort, webhookSitePort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const cmsURL = `http://127.0.0.1:${cmsPort}`;
  const baseURL = `http://127.0.0.1:${webPort}`;
  const builderOrigin = `http://127.0.0.1:${builderPort}`;
  const webhookSiteURL = `http://127.0.0.1:${webhookSitePort}`;
  const state: E2EState = { baseURL, cmsURL, builderOrigin, database, webhookSiteURL, pids: [] };
  const save = () => writeFileSync(path.join(webDir, STATE_FILE), JSON.stringify(state));
  save();

  spawnSync('mkdir', ['-p', path.join(webDir, 'test-results')]);
  const log = (name: string) => openSync(path.join(webDir, 'test-results', `${name}.log`), 'w');

  const cms = spawn('npx', ['tsx', 'e2e/cms-server.ts'], {
    cwd: webDir,
    detached: true,
    stdio: ['ignore', log('cms'), log('cms-err')],
    env: {
      ...process.env,
      ...cmsEnv(`${webhookSiteURL}/api/revalidate`),
      ...postgresEnv(database),
      HOST: '127.0.0.1',
      PORT: String(cmsPort),
    },
  });
  state.pids.push(cms.pid!);
  save();

  // The run's one site build (testing/site-build.js), made or reused while the CMS boots and seeds;
  // this suite serves its own copy of it (no page cached by another run or suite).
  await ensureSiteBuild();
  state.distDir = siteBuildCopy('web-e2e');
  save();
  await waitFor(`${cmsURL}/api/newsroom?pageSize=1`, cms, 'cms', 240_000);

  // The production server of `npm start` (Next's handler in a plain Node server, server/main.mjs).
  const web = spawn(process.execPath, ['server/main.mjs'], {
    cwd: webDir,
    detached: true,
    stdio: ['ignore', log('web'), log('web-err')],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_PORT: String(webPort),
      WEB_HOST: '127.0.0.1',
      ...siteEnv(cmsURL, baseURL, builderOrigin),
      NEXT_DIST_DIR: state.distDir,
    },
  });
  state.pids.push(web.pid!);
  save();
  await waitFor(`${baseURL}/robots.txt`, web, 'web', 60_000);

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_CMS_URL = cmsURL;
  process.env.E2E_BUILDER_ORIGIN = builderOrigin;
  process.env.E2E_WEBHOOK_SITE_URL = webhookSiteURL;
  process.env.NEXT_DIST_DIR = state.distDir;
}
