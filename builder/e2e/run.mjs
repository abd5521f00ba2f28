// @ts-check
/**
 * End-to-end run: a fresh PostgreSQL database, the real CMS (API only), the built builder behind its
 * own server, a stand-in public site, then Playwright in Chromium; everything is stopped and the
 * database dropped afterwards, pass or fail.
 */
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStubWeb } from './stub-web.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const builderDir = path.resolve(here, '..');
const rootDir = path.resolve(builderDir, '..');
const PGHOST = process.env.PGHOST ?? '127.0.0.1';
const PGUSER = process.env.PGUSER ?? 'postgres';
const database = `builder_e2e_${process.pid}`;
const cmsPort = Number(process.env.E2E_CMS_PORT ?? 1390 + (process.pid % 50));
const builderPort = Number(process.env.E2E_BUILDER_PORT ?? 5290 + (process.pid % 50));
const webPort = Number(process.env.E2E_WEB_PORT ?? 3190 + (process.pid % 50));
const secret = `e2e-preview-${process.pid}`;
const cmsUrl = `http://127.0.0.1:${cmsPort}`;
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/** @param {string} command @param {string[]} args @param {Record<string, string>} env @param {string} cwd @param {string} label */
function start(command, args, env, cwd, label) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log = (/** @type {Buffer} */ chunk) => process.env.E2E_VERBOSE && process.stdout.write(`[${label}] ${chunk}`);
  child.stdout?.on('data', log);
  child.stderr?.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  children.push(child);
  return child;
}

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

function stopAll() {
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    }
  }
}

let status = 1;
/** @type {import('node:http').Server | null} */
let web = null;
try {
  execFileSync('createdb', ['-h', PGHOST, '-U', PGUSER, database], { stdio: 'inherit' });
  const cms = start('npm', ['run', 'serve:api', '-w', 'cms'], {
    DATABASE_CLIENT: 'postgres', DATABASE_NAME: database, DATABASE_HOST: PGHOST, DATABASE_USERNAME: PGUSER, PORT: String(cmsPort), HOST: '127.0.0.1',
    NODE_ENV: 'test', ADMIN_EMAIL: 'editor@example.com', ADMIN_PASSWORD: 'Editor12345', PREVIEW_SECRET: secret,
  }, rootDir, 'cms');
  if (!process.env.E2E_SKIP_BUILD) execFileSync('npm', ['run', 'build'], { cwd: builderDir, stdio: 'inherit' });
  await waitFor(`${cmsUrl}/admin/init`, 180_000);
  if (cms.exitCode !== null) throw new Error('The CMS exited during start-up');
  start('node', ['server/server.mjs'], { CMS_URL: cmsUrl, BUILDER_PORT: String(builderPort), BUILDER_HOST: '127.0.0.1', WEB_URL: `http://127.0.0.1:${webPort}`, PREVIEW_SECRET: secret }, builderDir, 'builder');
  web = /** @type {import('node:http').Server} */ (await startStubWeb(cmsUrl, secret, webPort));
  await waitFor(`http://127.0.0.1:${builderPort}/App/Dashboard/Index`, 30_000);
  const result = spawn('npx', ['playwright', 'test', '-c', 'playwright.config.ts', ...process.argv.slice(2)], {
    cwd: builderDir, stdio: 'inherit',
    env: { ...process.env, BUILDER_URL: `http://127.0.0.1:${builderPort}`, CMS_URL: cmsUrl, WEB_URL: `http://127.0.0.1:${webPort}` },
  });
  status = await new Promise((resolve) => result.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error('[e2e]', error);
  status = 1;
} finally {
  web?.close();
  stopAll();
  await new Promise((r) => setTimeout(r, 2000));
  try {
    execFileSync('dropdb', ['-h', PGHOST, '-U', PGUSER, '--if-exists', '--force', database], { stdio: 'inherit' });
  } catch (error) {
    console.error(`[e2e] could not drop ${database}`, error);
  }
}
process.exit(status);
