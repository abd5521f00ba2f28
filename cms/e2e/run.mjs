// @ts-check
/**
 * The CMS admin's end-to-end run (`npm run test:e2e -w cms`, part of `npm test`): the admin panel is
 * built when its build is missing or stale (cms/scripts/admin-build.mjs), a throw-away stack starts
 * (the builder's e2e stack: a fresh PostgreSQL database, the CMS serving its admin, the real site,
 * whose build it shares with the builder's e2e), then Playwright runs in Chromium. Cleaned up pass
 * or fail.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminBuildProblem } from '../scripts/admin-build.mjs';
import { startStack } from 'testing/stack';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
const run = (command, args, env = {}) =>
  new Promise((resolve) => spawn(command, args, { cwd: cmsDir, stdio: 'inherit', env: { ...process.env, ...env } }).on('exit', (code) => resolve(code ?? 1)));

let status = 1;
/** @type {Awaited<ReturnType<typeof startStack>> | null} */
let stack = null;
try {
  const problem = adminBuildProblem();
  if (problem) {
    const started = Date.now();
    console.log(`[e2e] building the admin panel (${problem})…`);
    if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('the admin build failed');
    console.log(`[e2e] admin built in ${Math.round((Date.now() - started) / 1000)} s`);
  } else {
    console.log('[e2e] the admin build is from the current sources: reused');
  }
  stack = await startStack({ name: 'admin', build: false, web: true, admin: true, builder: false });
  const { urls } = stack;
  status = await run('npx', ['playwright', 'test', '-c', 'playwright.config.ts', ...process.argv.slice(2)], { CMS_URL: urls.cms, WEB_URL: urls.web });
} catch (error) {
  console.error('[e2e]', error);
  status = 1;
} finally {
  await stack?.stop();
}
process.exit(status);
