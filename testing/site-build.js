// @ts-check
/**
 * The site's one production build for a test run: every suite that serves the site (web's end-to-end
 * suite, the builder's and the CMS admin's stacks, the cluster run) takes it from here. It is built
 * into web/.next-test (NEXT_DIST_DIR) and reused while its sources are unchanged: a sha256 of every
 * tracked or new file it is built from, and of its build environment, is stored beside it
 * (E2E_WEB_BUILD=always rebuilds).
 *
 * The build reads no address or secret at build time (the site reads them when it serves), so one
 * build serves every stack. Its build environment holds the end-to-end secrets on purpose: the bundle
 * test (web/e2e/editors.spec.ts) proves none of them reaches the browser.
 *
 * Each suite serves its own copy (siteBuildCopy), without the runtime cache, so that suites running
 * side by side never share pages cached on disk, as on separate machines. Concurrent callers build
 * once: a lock directory beside the build makes the others wait. Plain CommonJS with types beside it
 * (site-build.d.ts), for plain-Node scripts, ESM and TypeScript alike.
 */
const { spawn, execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const e2eEnv = require('./e2e-env.js');

const rootDir = path.resolve(__dirname, '..');
const webDir = path.join(rootDir, 'web');
/** The build, relative to web/ (NEXT_DIST_DIR). */
const SITE_BUILD_DIR = '.next-test';
const STAMP_FILE = 'test-build-sources.sha256';
const LOCK_DIR = path.join(webDir, `${SITE_BUILD_DIR}.lock`);

/** What the site's build is made from (web imports the block types, taxonomy and rules from contract). */
const SOURCES = ['web', 'contract/src', 'contract/package.json', 'widget/src', 'widget/package.json', 'package-lock.json'];
const NOT_BUILT_FROM = /^web\/(e2e|bench)\/|\.test\.tsx?$|\.md$|\.env\.example$/;

/** The build's environment: no real address (none is read at build time), the end-to-end secrets. */
const BUILD_ENV = {
  NODE_ENV: /** @type {const} */ ('production'),
  NEXT_DIST_DIR: SITE_BUILD_DIR,
  NEXT_TELEMETRY_DISABLED: '1',
  CMS_URL: 'http://127.0.0.1:9',
  SITE_URL: 'http://127.0.0.1:9',
  BUILDER_ORIGINS: 'http://127.0.0.1:9',
  BRAND_NAME: 'Meridian',
  PREVIEW_SECRET: e2eEnv.E2E_SECRETS.preview,
  REVALIDATE_SECRET: e2eEnv.E2E_SECRETS.revalidate,
  NEWSLETTER_INGEST_TOKEN: e2eEnv.E2E_SECRETS.newsletterToken,
};

/** sha256 of the site's sources (paths and contents) and of the build environment. */
function siteSourcesHash() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SOURCES], {
    cwd: rootDir,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .split('\n')
    .filter((file) => file && !NOT_BUILT_FROM.test(file))
    .sort();
  const hash = createHash('sha256');
  hash.update(JSON.stringify(BUILD_ENV));
  for (const file of listed) {
    hash.update(`\0${file}\0`);
    const full = path.join(rootDir, file);
    hash.update(existsSync(full) ? readFileSync(full) : Buffer.from('(deleted)'));
  }
  return hash.digest('hex');
}

/** Whether the process that holds the lock is still running. */
function lockHolderAlive() {
  try {
    const pid = Number(readFileSync(path.join(LOCK_DIR, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's. A missing pid file: the holder is between mkdir and write.
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    return code === 'EPERM' || code === 'ENOENT';
  }
}

/** Takes the build lock, waiting while another live process holds it. */
async function lock() {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(path.join(LOCK_DIR, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      if (!lockHolderAlive()) rmSync(LOCK_DIR, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/**
 * Builds the site into web/.next-test unless the build there is from the same sources.
 * @param {{ log?: (message: string) => void }} [options]
 * @returns {Promise<'built' | 'reused'>}
 */
async function ensureSiteBuild({ log = (message) => console.log(`[site build] ${message}`) } = {}) {
  const dist = path.join(webDir, SITE_BUILD_DIR);
  const stampPath = path.join(dist, STAMP_FILE);
  await lock();
  try {
    const sources = siteSourcesHash();
    const fresh =
      process.env.E2E_WEB_BUILD !== 'always' && existsSync(path.join(dist, 'BUILD_ID')) && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === sources;
    if (fresh) {
      log(`web/${SITE_BUILD_DIR} is from the current sources: reused`);
      return 'reused';
    }
    rmSync(stampPath, { force: true });
    const started = Date.now();
    log(`building the site (next build) into web/${SITE_BUILD_DIR}…`);
    const child = spawn('npm', ['run', 'build'], { cwd: webDir, env: { ...process.env, ...BUILD_ENV }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (/** @type {Buffer} */ chunk) => {
      output = (output + chunk).slice(-8000);
      if (process.env.E2E_VERBOSE) process.stdout.write(`[web build] ${chunk}`);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const code = await new Promise((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`the build of web/ failed (exit code ${code}):\n${output.slice(-4000)}`);
    writeFileSync(stampPath, sources);
    log(`built in ${Math.round((Date.now() - started) / 1000)} s`);
    return 'built';
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/**
 * A copy of the build for one suite's site instances, without the runtime cache (what another
 * machine would have). Returns its directory relative to web/ (the instances' NEXT_DIST_DIR).
 * @param {string} name
 */
function siteBuildCopy(name) {
  const distDir = `${SITE_BUILD_DIR}-${name}`;
  const target = path.join(webDir, distDir);
  rmSync(target, { recursive: true, force: true });
  const source = path.join(webDir, SITE_BUILD_DIR);
  const left = new Set(['cache', path.join('server', 'route-cache'), STAMP_FILE].map((entry) => path.join(source, entry)));
  cpSync(source, target, { recursive: true, verbatimSymlinks: true, filter: (file) => !left.has(file) });
  return distDir;
}

/** Removes a copy siteBuildCopy made. @param {string} distDir */
function removeSiteBuildCopy(distDir) {
  if (!distDir.startsWith(`${SITE_BUILD_DIR}-`)) throw new Error(`${distDir} is not a copy of the site's test build`);
  rmSync(path.join(webDir, distDir), { recursive: true, force: true });
}

module.exports = { SITE_BUILD_DIR, webDir, siteSourcesHash, ensureSiteBuild, siteBuildCopy, removeSiteBuildCopy };
