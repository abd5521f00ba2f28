#!/usr/bin/env node
/**
 * `npm start`: the whole product on its embedded default (SQLite), for a fresh clone.
 * 1. local defaults for the admin account and the shared secrets (never in production),
 * 2. the shared packages' JavaScript (contract/, widget/email), the CMS admin build when missing or stale, 3. sample content (idempotent), 4. CMS, then web and builder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createSupervisor } from './supervisor.mjs';
import { LOCAL_SECRET_KEYS, loadLocalSecrets } from './local-secrets.mjs';
import { adminBuildProblem } from '../cms/scripts/admin-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm start` keeps the local admin password and secrets it made (git-ignored). */
export const LOCAL_SECRETS_FILE = path.join(root, '.local-secrets.json');

/** Local defaults that are not secrets. */
export const LOCAL_DEFAULTS = {
  ADMIN_EMAIL: 'admin@example.com',
  CMS_URL: 'http://127.0.0.1:1337',
  WEB_URL: 'http://localhost:3000',
  SITE_URL: 'http://localhost:3000',
  WEB_REVALIDATE_URL: 'http://127.0.0.1:3000/api/revalidate',
  CORS_ORIGINS: 'http://localhost:3000,http://localhost:5173,http://127.0.0.1:3000,http://127.0.0.1:5173',
  // The site's draft preview renders unsaved changes posted by the builder from these origins only.
  BUILDER_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173',
  // The CMS admin's Preview shows the site's draft preview in a frame.
  CMS_ADMIN_ORIGINS: 'http://localhost:1337,http://127.0.0.1:1337',
};

function log(message) {
  console.log(`\x1b[1m[start]\x1b[0m ${message}`);
}

/**
 * Fills what the environment leaves unset: outside production, the local defaults and the local
 * secrets (random, made on the first start, kept in LOCAL_SECRETS_FILE); in production, nothing.
 */
export function applyDefaults(env = process.env, secretsFile = LOCAL_SECRETS_FILE) {
  if (env.NODE_ENV === 'production') {
    for (const key of ['ADMIN_PASSWORD', 'PREVIEW_SECRET', 'REVALIDATE_SECRET']) {
      if (!env[key]) log(`${key} is not set: in production nothing gets a default (see README).`);
    }
    return;
  }
  for (const [key, value] of Object.entries(LOCAL_DEFAULTS)) env[key] ||= value;
  env.STRAPI_TELEMETRY_DISABLED ??= 'true';
  const missing = LOCAL_SECRET_KEYS.filter((key) => !env[key]);
  if (!missing.length) return;
  const { secrets, created } = loadLocalSecrets(secretsFile);
  for (const key of missing) env[key] = secrets[key];
  const where = path.relative(root, secretsFile) || secretsFile;
  if (created) log(`Made local secrets and an admin password, kept in ${where} (git-ignored; delete it together with the database to start over).`);
  if (missing.includes('ADMIN_PASSWORD')) {
    log(`Local admin account: ${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD} (from ${where}; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`);
  }
}

function hasScript(workspace, name) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
  return Boolean(pkg.scripts?.[name]);
}

async function waitFor(url, name, supervisor, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs && !supervisor.stopping) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (!supervisor.stopping) throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

async function main() {
  applyDefaults();
  const supervisor = createSupervisor({ cwd: root, log });
  try {
    // What the apps share (contract/, the widget's email rule) as JavaScript for Node: built by npm install, again
    // here (incremental, a few seconds) so that a pull without a new install starts on current code.
    await supervisor.step('npm', ['run', 'build:shared']);
    const adminBuild = adminBuildProblem();
    if (adminBuild) {
      log(`Building the CMS admin panel (${adminBuild}; a minute or two)…`);
      await supervisor.step('npm', ['run', 'build', '-w', 'cms']);
    }
    log('Seeding sample content (idempotent: existing content is left alone)…');
    await supervisor.step('npm', ['run', 'seed']);

    supervisor.service('cms', 'npm', ['run', 'serve', '-w', 'cms'], '35');
    await waitFor(`${process.env.CMS_URL ?? 'http://127.0.0.1:1337'}/_health`, 'the CMS', supervisor);
    log(`CMS admin: http://localhost:${process.env.PORT ?? 1337}/admin`);

    for (const [name, color, url] of [
      ['web', '36', 'http://localhost:3000/en-US/newsroom'],
      ['builder', '33', 'http://localhost:5173/App/Dashboard/Index'],
    ]) {
      if (!hasScript(name, 'start')) continue;
      if (hasScript(name, 'build')) await supervisor.step('npm', ['run', 'build', '-w', name]);
      supervisor.service(name, 'npm', ['run', 'start', '-w', name], color);
      log(`${name}: ${url}`);
    }
  } catch (error) {
    console.error(`[start] ${error.message}`);
    await supervisor.shutdown(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
