// @ts-check
/**
 * A throw-away stack for end-to-end tests and the benchmark: a fresh PostgreSQL database, the real
 * CMS (API only), the built builder behind its own server and a stand-in public site. `stop()`
 * ends every process it started and drops the database.
 */
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStubWeb } from './stub-web.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const builderDir = path.resolve(here, '..');
const rootDir = path.resolve(builderDir, '..');

/** @param {string} url @param {number} timeoutMs */
async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** @param {{ name: string, build?: boolean }} options */
export async function startStack({ name, build = true }) {
  const PGHOST = process.env.PGHOST ?? '127.0.0.1';
  const PGUSER = process.env.PGUSER ?? 'postgres';
  const database = `builder_${name}_${process.pid}`;
  const offset = process.pid % 50;
  const cmsPort = Number(process.env.E2E_CMS_PORT ?? 1390 + offset);
  const builderPort = Number(process.env.E2E_BUILDER_PORT ?? 5290 + offset);
  const webPort = Number(process.env.E2E_WEB_PORT ?? 3190 + offset);
  const secret = `e2e-preview-${process.pid}`;
  const urls = { cms: `http://127.0.0.1:${cmsPort}`, builder: `http://127.0.0.1:${builderPort}`, web: `http://127.0.0.1:${webPort}` };
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  /** @type {import('node:http').Server | null} */
  let web = null;
  let created = false;

  /** @param {string} command @param {string[]} args @param {Record<string, string>} env @param {string} cwd @param {string} label */
  const start = (command, args, env, cwd, label) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child.stdout?.on('data', (chunk) => process.env.E2E_VERBOSE && process.stdout.write(`[${label}] ${chunk}`));
    child.stderr?.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
    children.push(child);
    return child;
  };

  const stop = async () => {
    web?.close();
    for (const child of children) {
      if (child.pid && child.exitCode === null) {
        try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
      }
    }
    await new Promise((r) => setTimeout(r, 2000));
    if (!created) return;
    try {
      execFileSync('dropdb', ['-h', PGHOST, '-U', PGUSER, '--if-exists', '--force', database], { stdio: 'inherit' });
    } catch (error) {
      console.error(`[stack] could not drop ${database}`, error);
    }
  };

  try {
    execFileSync('createdb', ['-h', PGHOST, '-U', PGUSER, database], { stdio: 'inherit' });
    created = true;
    const cms = start('npm', ['run', 'serve:api', '-w', 'cms'], {
      DATABASE_CLIENT: 'postgres', DATABASE_NAME: database, DATABASE_HOST: PGHOST, DATABASE_USERNAME: PGUSER, PORT: String(cmsPort), HOST: '127.0.0.1',
      NODE_ENV: 'test', ADMIN_EMAIL: 'editor@example.com', ADMIN_PASSWORD: 'Editor12345', PREVIEW_SECRET: secret,
    }, rootDir, 'cms');
    if (build) execFileSync('npm', ['run', 'build'], { cwd: builderDir, stdio: 'inherit' });
    await waitFor(`${urls.cms}/admin/init`, 180_000);
    if (cms.exitCode !== null) throw new Error('The CMS exited during start-up');
    start('node', ['server/server.mjs'], { CMS_URL: urls.cms, BUILDER_PORT: String(builderPort), BUILDER_HOST: '127.0.0.1', WEB_URL: urls.web, PREVIEW_SECRET: secret }, builderDir, 'builder');
    web = /** @type {import('node:http').Server} */ (await startStubWeb(urls.cms, secret, webPort));
    await waitFor(`${urls.builder}/App/Dashboard/Index`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, stop };
}
