import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import { waitForIdleDatabase } from '../../src/database/idle';

export const appDir = path.resolve(__dirname, '../..');
export const distDir = path.join(appDir, 'dist');

/**
 * Strapi, loaded on first use (this module is also imported for its PostgreSQL settings alone, e.g.
 * by the web workspace's end-to-end setup). Its ESM build imports lodash/fp as a directory, which
 * Node's ESM loader refuses: use its CommonJS build.
 */
const strapiModule = () => createRequire(path.join(appDir, 'package.json'))('@strapi/strapi') as typeof import('@strapi/strapi');

/** The test PostgreSQL server (PGHOST, PGPORT, PGUSER, PGPASSWORD; default 127.0.0.1:5432, postgres, trust). */
export const PG = { host: process.env.PGHOST ?? '127.0.0.1', port: Number(process.env.PGPORT ?? 5432), user: process.env.PGUSER ?? 'postgres', password: process.env.PGPASSWORD ?? '' };

/** The environment that points the CMS (config/database.ts) at `database` on the test PostgreSQL server. */
export function postgresEnv(database: string): Record<string, string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`postgresEnv: "${database}" is not a plain lower-case PostgreSQL database name`);
  return {
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: '',
    DATABASE_HOST: PG.host,
    DATABASE_PORT: String(PG.port),
    DATABASE_USERNAME: PG.user,
    DATABASE_PASSWORD: PG.password,
    DATABASE_NAME: database,
  };
}

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ ...PG, database: 'postgres' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(prefix: string): Promise<string> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`.toLowerCase();
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

export interface TestCms {
  strapi: Core.Strapi;
  /** The PostgreSQL database name, or the SQLite file. */
  database: string;
  stop(): Promise<void>;
}

/** Boots Strapi in-process on a fresh PostgreSQL database (one per test file). */
export async function startCms(prefix: string, env: Record<string, string> = {}): Promise<TestCms> {
  const database = await createDatabase(prefix);
  return boot(database, { ...postgresEnv(database), DATABASE_POOL_MIN: '0', ...env }, () => dropDatabase(database));
}

/** Boots Strapi in-process on a fresh SQLite file (the zero-setup default), removed on stop. */
export async function startSqliteCms(env: Record<string, string> = {}): Promise<TestCms> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cms-sqlite-'));
  const filename = path.join(dir, 'data.db');
  return boot(filename, { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: filename, ...env }, () => rm(dir, { recursive: true, force: true }));
}

async function boot(database: string, env: Record<string, string>, cleanup: () => Promise<void>): Promise<TestCms> {
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

export async function compileOnce(): Promise<void> {
  await strapiModule().compileStrapi({ appDir });
}
