#!/usr/bin/env node
/**
 * `npm start`: the whole product on its embedded default (SQLite), for a fresh clone.
 * 1. local defaults for the admin account and the shared secrets (never in production),
 * 2. the CMS admin build when missing, 3. sample content (idempotent), 4. CMS, then web and builder.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const production = process.env.NODE_ENV === 'production';

export const LOCAL_DEFAULTS = {
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'LocalAdmin123',
  PREVIEW_SECRET: 'local-preview-secret',
  REVALIDATE_SECRET: 'local-revalidate-secret',
  CMS_URL: 'http://127.0.0.1:1337',
  WEB_URL: 'http://localhost:3000',
  SITE_URL: 'http://localhost:3000',
  WEB_REVALIDATE_URL: 'http://127.0.0.1:3000/api/revalidate',
  CORS_ORIGINS: 'http://localhost:3000,http://localhost:5173,http://127.0.0.1:3000,http://127.0.0.1:5173',
  // The site's draft preview renders unsaved changes posted by the builder from these origins only.
  BUILDER_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173',
};

function log(message) {
  console.log(`\x1b[1m[start]\x1b[0m ${message}`);
}

function applyDefaults() {
  if (production) {
    for (const key of ['ADMIN_PASSWORD', 'PREVIEW_SECRET', 'REVALIDATE_SECRET']) {
      if (!process.env[key]) log(`${key} is not set: in production nothing gets a default (see README).`);
    }
    return;
  }
  const used = [];
  for (const [key, value] of Object.entries(LOCAL_DEFAULTS)) {
    if (!process.env[key]) {
      process.env[key] = value;
      used.push(key);
    }
  }
  process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
  if (used.includes('ADMIN_EMAIL') || used.includes('ADMIN_PASSWORD')) {
    log(`Local admin account: ${process.env.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD} (local default; set ADMIN_EMAIL and ADMIN_PASSWORD to change)`);
  }
}

function run(command, args, options = {}) {
  log(`${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.status !== 0) {
    console.error(`[start] "${command} ${args.join(' ')}" failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

function hasScript(workspace, name) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
  return Boolean(pkg.scripts?.[name]);
}

const children = [];
function startService(name, args, color) {
  // A process group of its own: stopping the service stops npm and the server it started.
  const child = spawn('npm', args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = `\x1b[${color}m[${name}]\x1b[0m `;
  const pipe = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) out.write(prefix + line + '\n');
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    log(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // the group is gone already
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitFor(url, name, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

async function main() {
  applyDefaults();
  if (!fs.existsSync(path.join(root, 'cms/dist/build/index.html'))) {
    log('Building the CMS admin panel (first start only, about a minute)…');
    run('npm', ['run', 'build', '-w', 'cms']);
  }
  log('Seeding sample content (idempotent: existing content is left alone)…');
  run('npm', ['run', 'seed']);

  startService('cms', ['run', 'serve', '-w', 'cms'], '35');
  await waitFor(`${process.env.CMS_URL ?? 'http://127.0.0.1:1337'}/_health`, 'the CMS');
  log(`CMS admin: http://localhost:${process.env.PORT ?? 1337}/admin`);

  for (const [name, color, url] of [['web', '36', 'http://localhost:3000/en-US/newsroom'], ['builder', '33', 'http://localhost:5173/App/Dashboard/Index']]) {
    if (!hasScript(name, 'start')) continue;
    if (hasScript(name, 'build')) run('npm', ['run', 'build', '-w', name]);
    startService(name, ['run', 'start', '-w', name], color);
    log(`${name}: ${url}`);
  }
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  shutdown(1);
});
