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
 * The site serves its own copy of the run's one site build (site-build.js), removed on stop.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, dropDatabase, postgresEnv } from './postgres.js';
import { freePort } from './ports.js';
import { ensureSiteBuild, removeSiteBuildCopy, siteBuildCopy } from './site-build.js';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const builderDir = path.join(rootDir, 'builder');
const webDir = path.join(rootDir, 'web');

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

/**
 * @param {{ name: string, build?: boolean, web?: boolean, admin?: boolean, builder?: boolean }} options
 * `admin`: the CMS serves its admin panel (built before, cms/scripts/admin-build.mjs) and its Preview
 * may frame the site; `builder: false` starts no builder (the CMS admin's own end-to-end test).
 */
export async function startStack({ name, build = true, web = false, admin = false, builder = true }) {
  // Free ports, so that stacks of suites running side by side never meet (or E2E_*_PORT).
  const cmsPort = Number(process.env.E2E_CMS_PORT ?? (await freePort()));
  const builderPort = Number(process.env.E2E_BUILDER_PORT ?? (await freePort()));
  const webPort = Number(process.env.E2E_WEB_PORT ?? (await freePort()));
  const previewSecret = `e2e-preview-${process.pid}`;
  const revalidateSecret = `e2e-revalidate-${process.pid}`;
  const urls = { cms: `http://127.0.0.1:${cmsPort}`, builder: `http://127.0.0.1:${builderPort}`, web: `http://127.0.0.1:${webPort}` };
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  /** @type {string | null} */
  let database = null;
  /** @type {string | null} */
  let distDir = null;

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
    if (distDir) removeSiteBuildCopy(distDir);
    if (!database) return;
    try {
      await dropDatabase(database);
    } catch (error) {
      console.error(`[stack] could not drop ${database}`, error);
    }
  };

  // The site's settings (web/.env.example), read when it serves.
  const siteEnv = {
    CMS_URL: urls.cms,
    SITE_URL: urls.web,
    BRAND_NAME: 'Meridian',
    PREVIEW_SECRET: previewSecret,
    REVALIDATE_SECRET: revalidateSecret,
    BUILDER_ORIGINS: urls.builder,
    NEXT_TELEMETRY_DISABLED: '1',
    ...(admin ? { CMS_ADMIN_ORIGINS: urls.cms } : {}),
  };

  try {
    database = await createDatabase(`builder_${name}`);
    const cms = start(
      'npm',
      // Started from cms/dist as compiled before the run (E2E_CMS_COMPILE=0, `npm test`), else compiled first.
      ['run', admin ? 'serve' : 'serve:api', '-w', 'cms', ...(process.env.E2E_CMS_COMPILE === '0' ? ['--', '--no-compile'] : [])],
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
    const webBuild = web ? ensureSiteBuild({ log: (message) => console.log(`[stack] ${message}`) }) : Promise.resolve(null);
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
      await webBuild;
      distDir = siteBuildCopy(`stack-${name}`);
      const site = start(
        process.execPath,
        ['server/main.mjs'],
        { ...siteEnv, NEXT_DIST_DIR: distDir, NODE_ENV: 'production', WEB_PORT: String(webPort), WEB_HOST: '127.0.0.1' },
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
