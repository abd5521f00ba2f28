// @ts-check
/**
 * Whether the CMS's admin panel build (cms/dist/build, made by `strapi build`) is from the sources
 * it is built from now: `npm start` and the admin's end-to-end test rebuild it when it is missing or
 * stale (a pull that changed the admin's customisations), and reuse it otherwise. The build is
 * stamped with a sha256 of those sources (paths and contents).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.dirname(cmsDir);
export const ADMIN_BUILD_DIR = path.join(cmsDir, 'dist', 'build');
const STAMP = path.join(ADMIN_BUILD_DIR, '.sources.sha256');

/**
 * What the admin bundle is built from: its customisation (src/admin) and what that imports (texts,
 * content model, block fields, schemas), the admin and plugin configuration, and the dependencies.
 */
const SOURCES = ['cms/src', 'contract/src', 'contract/package.json', 'cms/config', 'cms/package.json', 'package-lock.json'];
const NOT_BUILT_FROM = /(^|\/)(node_modules|dist|\.tmp|\.cache)(\/|$)|\.test\.tsx?$/;

/** @param {string} relative @param {string[]} files */
function collect(relative, files) {
  const full = path.join(rootDir, relative);
  if (!fs.existsSync(full) || NOT_BUILT_FROM.test(relative)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const entry of fs.readdirSync(full).sort()) collect(path.join(relative, entry), files);
  } else {
    files.push(relative);
  }
}

export function adminSourcesHash() {
  /** @type {string[]} */
  const files = [];
  for (const source of SOURCES) collect(source, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(rootDir, file)));
  }
  return hash.digest('hex');
}

/** Null when the admin build is there and from the current sources, else why it is not. */
export function adminBuildProblem() {
  if (!fs.existsSync(path.join(ADMIN_BUILD_DIR, 'index.html'))) return 'not built yet';
  if (!fs.existsSync(STAMP)) return 'built from unknown sources';
  return fs.readFileSync(STAMP, 'utf8') === adminSourcesHash() ? null : 'its sources changed';
}

/** Records that the build in cms/dist/build is from the current sources (`npm run build -w cms` does, after `strapi build`). */
export function stampAdminBuild() {
  fs.writeFileSync(STAMP, adminSourcesHash());
}

// `node scripts/admin-build.mjs stamp`: run by `npm run build -w cms` after `strapi build`.
// `node scripts/admin-build.mjs ensure`: builds the admin when it is missing or stale (`npm test`'s first steps).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv[2] === 'stamp') stampAdminBuild();
  if (process.argv[2] === 'ensure') {
    const problem = adminBuildProblem();
    if (!problem) console.log('[admin build] from the current sources: reused');
    else {
      console.log(`[admin build] building (${problem})…`);
      const { status } = spawnSync('npm', ['run', 'build'], { cwd: cmsDir, stdio: 'inherit' });
      process.exitCode = status ?? 1;
    }
  }
}
