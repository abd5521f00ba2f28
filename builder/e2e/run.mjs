// @ts-check
/** End-to-end run: a throw-away stack with the real site (see stack.mjs), then Playwright in Chromium; cleaned up pass or fail. */
import { spawn } from 'node:child_process';
import { builderDir, startStack } from 'testing/stack';

let status = 1;
/** @type {Awaited<ReturnType<typeof startStack>> | null} */
let stack = null;
try {
  stack = await startStack({ name: 'e2e', build: !process.env.E2E_SKIP_BUILD, web: true });
  const { urls } = stack;
  const result = spawn('npx', ['playwright', 'test', '-c', 'playwright.config.ts', ...process.argv.slice(2)], {
    cwd: builderDir,
    stdio: 'inherit',
    env: { ...process.env, BUILDER_URL: urls.builder, CMS_URL: urls.cms, WEB_URL: urls.web },
  });
  status = await new Promise((resolve) => result.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error('[e2e]', error);
  status = 1;
} finally {
  await stack?.stop();
}
process.exit(status);
