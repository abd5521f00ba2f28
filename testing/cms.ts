import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import { waitForIdleDatabase } from 'cms/seeding';
import { createDatabase, dropDatabase, postgresEnv } from './postgres';

export { PG, postgresEnv, createDatabase, dropDatabase, dropDatabasesLike } from './postgres';
export { freePort } from './ports';

/** The CMS workspace: booted from its compiled dist/ (compileOnce). */
export const appDir = path.resolve(__dirname, '../cms');
export const distDir = path.join(appDir, 'dist');

/**
 * Strapi, loaded on first use (this module is also imported for its PostgreSQL settings alone, e.g.
 * by the web workspace's end-to-end setup). Its ESM build imports lodash/fp as a directory, which
 * Node's ESM loader refuses: use its CommonJS build.
 */
const strapiModule = () => createRequire(path.join(appDir, 'package.json'))('@strapi/strapi') as typeof import('@strapi/strapi');

export interface TestCms {
  strapi: Core.Strapi;
  /** The PostgreSQL database name, or the SQLite file. */
  database: string;
  stop(): Promise<void>;
}

/** Boots Strapi in-process on a fresh PostgreSQL database (one per test file); stop() drops it. */
export async function startCms(prefix: string, env: Record<string, string> = {}): Promise<TestCms> {
  const database = await createDatabase(prefix);
  return boot(database, { ...postgresEnv(database), DATABASE_POOL_MIN: '0', ...env }, () => dropDatabase(database));
}

/** Boots Strapi in-process on an existing PostgreSQL database; stop() leaves the database. */
export async function bootCms(database: string, env: Record<string, string> = {}): Promise<TestCms> {
  return boot(database, { ...postgresEnv(database), DATABASE_POOL_MIN: '0', ...env }, async () => {});
}

/** Boots Strapi in-process on a fresh SQLite file (the zero-setup default), removed on stop. */
export async function startSqliteCms(env: Record<string, string> = {}): Promise<TestCms> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cms-sqlite-'));
  const filename = path.join(dir, 'data.db');
  return boot(filename, { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: filename, ...env }, () => rm(dir, { recursive: true, force: true }));
}

/** Set once this worker runs the shared CMS (shared-cms.ts): no other may boot beside it. */
let sharedCmsHere = false;
export function markSharedCms(): void {
  sharedCmsHere = true;
}

async function boot(database: string, env: Record<string, string>, cleanup: () => Promise<void>): Promise<TestCms> {
  // Strapi is one per process (the global \`strapi\`): a second instance would take the shared one's place.
  if (sharedCmsHere)
    throw new Error('This worker runs the shared CMS (testing/shared-cms): a test file that boots its own CMS belongs to an isolated Vitest project');
  Object.assign(process.env, {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'false',
    ...env,
  });
  // Strapi's destroy() removes process listeners that Vitest's worker relies on: keep and restore them.
  const saved = process.eventNames().map((event) => [event, process.listeners(event as 'exit')] as const);
  const strapi = strapiModule().createStrapi({ appDir, distDir, autoReload: false, serveAdminPanel: false });
  await strapi.load();
  await strapi.server.mount();
  return {
    strapi,
    database,
    async stop() {
      await waitForIdleDatabase(strapi);
      await strapi.destroy();
      for (const [event, listeners] of saved) {
        const now = process.listeners(event as 'exit');
        for (const l of listeners) if (!now.includes(l)) process.on(event as 'exit', l as () => void);
      }
      await cleanup();
    },
  };
}

/**
 * Compiles the CMS for the test files of a run. The CMS runs the contract package's and the widget's compiled
 * JavaScript (contract/dist, widget/lib), so they are built first (incremental): a test never boots a CMS on
 * stale shared rules; not at all with E2E_CMS_COMPILE=0 (`npm test` did both first). (Its tests read contract/dist too: the `workspace-source` condition would reach the
 * booted CMS's own requires, which only take JavaScript.)
 */
export async function compileOnce(): Promise<void> {
  // `npm test` compiles once before every step that boots a CMS, and says so with E2E_CMS_COMPILE=0.
  if (process.env.E2E_CMS_COMPILE === '0') return;
  execFileSync('npm', ['run', 'build:shared'], { cwd: path.resolve(appDir, '..'), stdio: 'ignore' });
  await strapiModule().compileStrapi({ appDir });
}
