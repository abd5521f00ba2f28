// @ts-check
/**
 * A throw-away stack for end-to-end tests and the benchmark: a fresh PostgreSQL database, the real
 * CMS (API only), the built builder behind its own server and, with `web: true`, the real public site
 * (web/: a production build served by web/server/main.mjs, Next's handler in a plain Node server). `stop()` ends every process it started
 * and drops the database.
 *
 * Wiring, as scripts/start.mjs does it: the CMS notifies the site on publish (WEB_REVALIDATE_URL,
 * REVALIDATE_SECRET), both share PREVIEW_SECRET, the builder mints preview URLs on the site
 * (WEB_URL) and the site takes live drafts from the builder's origin (BUILDER_ORIGINS).
 *
 * The site is built into web/.next-builder-e2e (NEXT_DIST_DIR), not web/.next, so this build never
 * races web's own tests. The build is reused while its sources are unchanged: a hash of every
 * tracked or new file it is built from is stored next to it (E2E_WEB_BUILD=always rebuilds).
 */
import { spawn, execFileSync } from 'node:child_process';
import { createDatabase, dropDatabase, postgresEnv } from './postgres.js';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const builderDir = path.join(rootDir, 'builder');
const webDir = path.join(rootDir, 'web');
export const WEB_DIST_DIR = '.next-builder-e2e';
const STAMP_FILE = 'builder-e2e-sources.sha256';
/** What the site's build is made from (web imports the block types, taxonomy and rules from contract). */
const WEB_SOURCES = ['web', 'contract/src', 'contract/package.json', 'widget/src', 'widget/package.json', 'package-lock.json'];
const NOT_BUILT_FROM = /^web\/(e2e|bench)\/|\.test\.tsx?$|\.md$|\.env\.example$/;

/** @param {string} url @param {number} timeoutMs @param {import('node:child_process').ChildProcess} [child] @param {string} [label] */
async function waitFor(url, timeoutMs, child, label = url) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode} during start-up`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** sha256 of the site's sources (paths and contents), to know whether the last build is still good. */
export function webSourcesHash() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...WEB_SOURCES], {
    cwd: rootDir,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .split('\n')
    .filter((file) => file && !NOT_BUILT_FROM.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of listed) {
    hash.update(`${file}\0`);
    const full = path.join(rootDir, file);
    hash.update(existsSync(full) ? readFileSync(full) : Buffer.from('(deleted)'));
  }
  return hash.digest('hex');
}

/**
 * Builds the site into web/.next-builder-e2e unless the build there is from the same sources.
 * @param {Record<string, string>} env @returns {Promise<'built' | 'reused'>}
 */
async function buildWeb(env) {
  const dist = path.join(webDir, WEB_DIST_DIR);
  const stampPath = path.join(dist, STAMP_FILE);
  const sources = webSourcesHash();
  // Cached pages and CMS answers of an earlier run belong to another CMS: never reuse them.
  for (const dir of ['cache/fetch-cache', 'server/route-cache']) rmSync(path.join(dist, dir), { recursive: true, force: true });
  const fresh =
    process.env.E2E_WEB_BUILD !== 'always' && existsSync(path.join(dist, 'BUILD_ID')) && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === sources;
  if (fresh) return 'reused';
  rmSync(stampPath, { force: true });
  const started = Date.now();
  // web's build (next build).
  const child = spawn('npm', ['run', 'build'], { cwd: webDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
    if (process.env.E2E_VERBOSE) process.stdout.write(`[web build] ${chunk}`);
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the build of web/ failed (exit code ${code}):\n${output.slice(-4000)}`);
  writeFileSync(stampPath, sources);
  console.log(`[stack] web built into web/${WEB_DIST_DIR} in ${Math.round((Date.now() - started) / 1000)} s`);
  return 'built';
}

/**
 * @param {{ name: string, build?: boolean, web?: boolean, admin?: boolean, builder?: boolean }} options
 * `admin`: the CMS serves its admin panel (built before, cms/scripts/admin-build.mjs) and its Preview
 * may frame the site; `builder: false` starts no builder (the CMS admin's own end-to-end test).
 */
export async function startStack({ name, build = true, web = false, admin = false, builder = true }) {
  const offset = process.pid % 50;
  const cmsPort = Number(process.env.E2E_CMS_PORT ?? 1390 + offset);
  const builderPort = Number(process.env.E2E_BUILDER_PORT ?? 5290 + offset);
  const webPort = Number(process.env.E2E_WEB_PORT ?? 3190 + offset);
  const previewSecret = `e2e-preview-${process.pid}`;
  const revalidateSecret = `e2e-revalidate-${process.pid}`;
  const urls = { cms: `http://127.0.0.1:${cmsPort}`, builder: `http://127.0.0.1:${builderPort}`, web: `http://127.0.0.1:${webPort}` };
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  /** @type {string | null} */
  let database = null;

  /** @param {string} command @param {string[]} args @param {Record<string, string>} env @param {string} cwd @param {string} label */
  const start = (command, args, env, cwd, label) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child.stdout?.on('data', (chunk) => process.env.E2E_VERBOSE && process.stdout.write(`[${label}] ${chunk}`));
    child.stderr?.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
    children.push(child);
    return child;
  };

  const stop = async () => {
    for (const child of children) {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
      }
    }
    await new Promise((r) => setTimeout(r, 2000));
    if (!database) return;
    try {
      await dropDatabase(database);
    } catch (error) {
      console.error(`[stack] could not drop ${database}`, error);
    }
  };

  // The site's settings (web/.env.example), at build and at run time.
  const siteEnv = {
    CMS_URL: urls.cms,
    SITE_URL: urls.web,
    BRAND_NAME: 'Meridian',
    PREVIEW_SECRET: previewSecret,
    REVALIDATE_SECRET: revalidateSecret,
    BUILDER_ORIGINS: urls.builder,
    NEXT_DIST_DIR: WEB_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    ...(admin ? { CMS_ADMIN_ORIGINS: urls.cms } : {}),
  };

  try {
    database = await createDatabase(`builder_${name}`);
    const cms = start(
      'npm',
      ['run', admin ? 'serve' : 'serve:api', '-w', 'cms'],
      {
        ...postgresEnv(database),
        PORT: String(cmsPort),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        ADMIN_EMAIL: 'editor@example.com',
        ADMIN_PASSWORD: 'Editor12345',
        PREVIEW_SECRET: previewSecret,
        ...(web ? { WEB_REVALIDATE_URL: `${urls.web}/api/revalidate`, REVALIDATE_SECRET: revalidateSecret, WEB_URL: urls.web } : {}),
      },
      rootDir,
      'cms',
    );
    // The site builds while the CMS boots and the builder builds (neither build needs the CMS).
    const webBuild = web ? buildWeb(siteEnv) : Promise.resolve(null);
    webBuild.catch(() => {
      /* reported below */
    });
    if (build) {
      // Asynchronous, so that the site's build output keeps flowing meanwhile.
      const vite = spawn('npm', ['run', 'build'], { cwd: builderDir, stdio: 'inherit' });
      const code = await new Promise((resolve) => vite.on('exit', resolve));
      if (code !== 0) throw new Error(`the builder's build failed (exit code ${code})`);
    }
    await waitFor(`${urls.cms}/admin/init`, 180_000, cms, 'the CMS');
    if (builder)
      start(
        'node',
        ['server/server.mjs'],
        { CMS_URL: urls.cms, BUILDER_PORT: String(builderPort), BUILDER_HOST: '127.0.0.1', WEB_URL: urls.web, PREVIEW_SECRET: previewSecret },
        builderDir,
        'builder',
      );
    if (web) {
      const how = await webBuild;
      if (how === 'reused') console.log(`[stack] web/${WEB_DIST_DIR} is from the same sources: build reused`);
      const site = start(
        process.execPath,
        ['server/main.mjs'],
        { ...siteEnv, NODE_ENV: 'production', WEB_PORT: String(webPort), WEB_HOST: '127.0.0.1' },
        webDir,
        'web',
      );
      await waitFor(`${urls.web}/robots.txt`, 60_000, site, 'the site');
    }
    if (builder) await waitFor(`${urls.builder}/App/Dashboard/Index`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, stop };
}
