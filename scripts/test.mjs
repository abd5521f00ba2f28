#!/usr/bin/env node
/**
 * `npm test`: every check and every workspace's tests, two at a time (TEST_JOBS, default 2: the
 * machine's two cores; most steps keep one busy, the end-to-end suites less), each step once its
 * inputs are ready:
 * - first, in order: the shared packages' JavaScript, the React versions, the CMS admin build (only
 *   when its sources changed, cms/scripts/admin-build.mjs) and the CMS's compiled server (cms/dist);
 *   every later step that boots a CMS starts from that compile (E2E_CMS_COMPILE=0);
 * - the site's one production build (testing/site-build.js), which every suite that serves the site
 *   takes a copy of;
 * - then the static checks, the typechecks, the unit and integration tests and the end-to-end suites,
 *   each with its own database, ports and copy of the site.
 * A step's output goes to test-results/steps/<step>.log and is printed when the step ends (all of it
 * with TEST_JOBS=1, the tail of a failed one otherwise). Exits non-zero when any step failed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jobs = Math.max(1, Number(process.env.TEST_JOBS || 2));
const logDir = path.join(root, 'test-results', 'steps');
fs.rmSync(logDir, { recursive: true, force: true });
fs.mkdirSync(logDir, { recursive: true });

/**
 * @typedef {{ name: string, command: string, args: string[], after?: string[], env?: Record<string, string> }} Step
 * @type {Step[]} In priority order: a free slot takes the first step whose `after` steps passed.
 */
const steps = [];
/** @param {string} name @param {string} command @param {string[]} args @param {Partial<Step>} [options] */
const step = (name, command, args, options = {}) => steps.push({ name, command, args, ...options });
const npmRun = (/** @type {string} */ script, /** @type {string} */ workspace) => ['run', script, ...(workspace ? ['-w', workspace] : [])];
const workspaceScripts = (/** @type {string} */ workspace) => JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8')).scripts ?? {};

const SHARED = 'build: contract/ and widget/email';
const ADMIN = 'build: the CMS admin (when its sources changed)';
const COMPILED = 'build: the CMS server (cms/dist)';
const SITE = 'build: the site (web/.next-test, when its sources changed)';
// Every step that boots a CMS, and the admin build, read or write cms/dist: never at the same time.
const cms = [SHARED, ADMIN, COMPILED];

step(SHARED, 'npm', npmRun('build:shared'));
step('react versions', 'node', ['scripts/check-react.mjs']);
step(ADMIN, 'node', ['cms/scripts/admin-build.mjs', 'ensure'], { after: [SHARED] });
step(COMPILED, 'npx', ['tsx', '-e', "require('testing/cms').compileOnce()"], { after: [SHARED, ADMIN], env: { E2E_CMS_COMPILE: '1' } });
step(SITE, 'node', ['-e', "import('testing/site-build').then((m) => m.ensureSiteBuild())"], { after: [SHARED] });
step('cms: tests (Vitest)', 'npm', npmRun('test:unit', 'cms'), { after: cms });
step('lint: ESLint, zero warnings (eslint.config.mjs)', 'npm', npmRun('lint'));
step('format: Prettier (npm run format rewrites)', 'npm', npmRun('format:check'));
step('regular expressions run in linear time (recheck)', 'node', ['scripts/check-regexes.mjs']);
const scriptTests = fs
  .readdirSync(path.join(root, 'scripts'))
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => path.join('scripts', f));
step('scripts: tests', 'node', ['--test', ...scriptTests]);
const workspaces = ['contract', 'testing', 'cms', 'seeds', 'widget', 'web', 'builder'];
for (const workspace of workspaces) {
  if (workspaceScripts(workspace).typecheck) step(`${workspace}: typecheck`, 'npm', npmRun('typecheck', workspace), { after: [SHARED] });
}
step('contract: tests', 'npm', npmRun('test', 'contract'), { after: [SHARED] });
step('widget: tests', 'npm', npmRun('test', 'widget'), { after: [SHARED] });
step('web: unit tests', 'npm', npmRun('test:unit', 'web'), { after: [SHARED] });
step('builder: unit tests', 'npm', npmRun('test:unit', 'builder'), { after: [SHARED] });
step('builder: rich text in Chromium', 'npm', npmRun('test:richtext', 'builder'), { after: [SHARED] });
step('seeds: tests', 'npm', npmRun('test', 'seeds'), { after: cms });
step('web: end-to-end', 'npm', npmRun('test:e2e', 'web'), { after: [...cms, SITE] });
step('builder: end-to-end', 'npm', npmRun('test:e2e', 'builder'), { after: [...cms, SITE] });
step('cms: admin end-to-end', 'npm', npmRun('test:e2e', 'cms'), { after: [...cms, SITE] });
// The scaled-out topology (two CMS and two site instances behind nginx): smoke checks through the
// balancers, a publish timed on both site instances, one instance of each killed under load.
step('cluster: test:cluster --short (docs/scaling-out.md)', 'npm', ['run', 'test:cluster', '--', '--short'], { after: [...cms, SITE] });

const started = Date.now();
const seconds = (/** @type {number} */ since) => Math.round((Date.now() - since) / 1000);
/** @type {Map<string, { ok: boolean, seconds: number, skipped?: boolean }>} */
const done = new Map();
/** @type {Map<string, number>} */
const running = new Map();
const slug = (/** @type {string} */ name) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** @param {Step} s @param {number} startedAt @returns {Promise<boolean>} */
function run(s, startedAt) {
  const logFile = path.join(logDir, `${slug(s.name)}.log`);
  const out = fs.openSync(logFile, 'w');
  const env = { ...process.env, E2E_CMS_COMPILE: '0', ...s.env };
  const child = spawn(s.command, s.args, { cwd: root, env, stdio: ['ignore', jobs === 1 ? 'inherit' : out, jobs === 1 ? 'inherit' : out] });
  if (jobs === 1) console.log(`\n\x1b[1m=== ${s.name} ===\x1b[0m`);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      fs.closeSync(out);
      const ok = code === 0;
      if (jobs > 1) {
        const text = fs.readFileSync(logFile, 'utf8');
        const lines = text.split('\n');
        const shown = ok ? [] : lines.slice(-300);
        console.log(
          `\x1b[1m${ok ? 'ok  ' : 'FAIL'} ${s.name}\x1b[0m (${seconds(startedAt)} s, at ${seconds(started)} s; log: ${path.relative(root, logFile)})`,
        );
        if (shown.length) console.log(shown.join('\n'));
      }
      resolve(ok);
    }),
  );
}

// A line a minute, so that a long step shows the run is alive.
const heartbeat = setInterval(() => {
  if (jobs > 1) console.log(`… ${seconds(started)} s: running ${[...running].map(([name, since]) => `${name} (${seconds(since)} s)`).join(', ')}`);
}, 60_000);

await new Promise((resolve) => {
  const schedule = () => {
    for (const s of steps) {
      if (running.size >= jobs) break;
      if (done.has(s.name) || running.has(s.name)) continue;
      const after = s.after ?? [];
      if (after.some((name) => done.get(name)?.ok === false)) {
        done.set(s.name, { ok: false, seconds: 0, skipped: true });
        console.log(`\x1b[1mSKIP\x1b[0m ${s.name} (a step it needs failed)`);
        continue;
      }
      if (!after.every((name) => done.get(name)?.ok)) continue;
      const begun = Date.now();
      running.set(s.name, begun);
      run(s, begun).then((ok) => {
        running.delete(s.name);
        done.set(s.name, { ok, seconds: seconds(begun) });
        schedule();
      });
    }
    if (done.size === steps.length) resolve(undefined);
    else if (!running.size) {
      // Nothing runs and nothing can start: a step waits for one that is not in the list.
      for (const s of steps) if (!done.has(s.name)) done.set(s.name, { ok: false, seconds: 0, skipped: true });
      console.log('FAIL: steps wait for steps that do not exist');
      resolve(undefined);
    }
  };
  schedule();
});
clearInterval(heartbeat);

console.log('\n\x1b[1m=== summary ===\x1b[0m');
for (const s of steps) {
  const r = done.get(s.name);
  console.log(`${r?.ok ? 'ok  ' : r?.skipped ? 'SKIP' : 'FAIL'} ${s.name} (${r?.seconds ?? 0} s)`);
}
console.log(`total ${seconds(started)} s with ${jobs} at a time`);
process.exit(steps.every((s) => done.get(s.name)?.ok) ? 0 : 1);
