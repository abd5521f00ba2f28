/**
 * Compiles the CMS and starts it. `--no-admin` serves the API only (no admin build needed): used by
 * end-to-end tests and local work on web and builder; the admin login and content-manager API
 * still answer, only the admin panel UI is not served. `--no-compile` starts from the dist/ compiled
 * before (the crash tests restart the CMS many times).
 */
import path from 'node:path';
import { compileStrapi, createStrapi } from '@strapi/strapi';

async function main() {
  const appDir = path.resolve(__dirname, '..');
  const serveAdminPanel = !process.argv.includes('--no-admin');
  if (!process.argv.includes('--no-compile')) await compileStrapi({ appDir });
  const strapi = createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false, serveAdminPanel });
  await strapi.start();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
