/**
 * Boots the CMS in-process with the CMS's own configuration and environment (SQLite at
 * cms/.tmp/data.db by default; PostgreSQL via DATABASE_URL or DATABASE_CLIENT=postgres + parts).
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import { waitForIdleDatabase } from 'cms/seeding';

export { waitForIdleDatabase };

const require = createRequire(__filename);
// Strapi's ESM build imports lodash/fp as a directory, which Node's ESM loader refuses: use its CommonJS build.
const { compileStrapi, createStrapi } = require('@strapi/strapi') as typeof import('@strapi/strapi');

export const cmsAppDir = path.dirname(require.resolve('cms/package.json'));
export const cmsDistDir = path.join(cmsAppDir, 'dist');

export function describeDatabase(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_URL) return `PostgreSQL (${env.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')})`;
  if (env.DATABASE_CLIENT === 'postgres') return `PostgreSQL ${env.DATABASE_HOST ?? '127.0.0.1'}:${env.DATABASE_PORT ?? 5432}/${env.DATABASE_NAME ?? 'strapi'}`;
  return `SQLite ${path.resolve(cmsAppDir, env.DATABASE_FILENAME ?? '.tmp/data.db')}`;
}

export async function bootStrapi(options: { compile?: boolean } = {}): Promise<Core.Strapi> {
  if (options.compile ?? true) await compileStrapi({ appDir: cmsAppDir });
  const strapi = createStrapi({ appDir: cmsAppDir, distDir: cmsDistDir, autoReload: false, serveAdminPanel: false });
  await strapi.load();
  return strapi;
}

/** Runs a task against a booted Strapi and always shuts it down, once background queries are done. */
export async function withStrapi<T>(task: (strapi: Core.Strapi) => Promise<T>): Promise<T> {
  const strapi = await bootStrapi();
  try {
    return await task(strapi);
  } finally {
    await waitForIdleDatabase(strapi);
    await strapi.destroy();
  }
}
