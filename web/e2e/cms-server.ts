/**
 * The CMS for the end-to-end tests: boots Strapi (the cms workspace) on the database named in the
 * environment, seeds the sample content with the seeds workspace at a fixed clock (E2E_NOW, also the
 * CMS's NEWSROOM_DATE_LIMIT, so what is visible never depends on the day the tests run), then listens.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { seed } from 'seeds/seed';

const require = createRequire(__filename);
// Strapi's ESM build imports lodash/fp as a directory, which Node's ESM loader refuses: use its CommonJS build.
const { compileStrapi, createStrapi } = require('@strapi/strapi') as typeof import('@strapi/strapi');
const appDir = path.dirname(require.resolve('cms/package.json'));

async function bootStrapi(options: { compile: boolean }) {
  if (options.compile) await compileStrapi({ appDir });
  const strapi = createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false, serveAdminPanel: false });
  await strapi.load();
  return strapi;
}

async function main(): Promise<void> {
  const now = new Date(process.env.E2E_NOW ?? '');
  if (Number.isNaN(now.getTime())) throw new Error('E2E_NOW must be an ISO date-time');
  const strapi = await bootStrapi({ compile: process.env.E2E_CMS_COMPILE !== '0' });
  await seed(strapi, { now, log: (message) => console.log(`[seed] ${message}`) });
  await strapi.listen();
  console.log('E2E_CMS_READY');
  const stop = async () => {
    await strapi.destroy().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('[e2e cms] failed:', error);
  process.exit(1);
});
