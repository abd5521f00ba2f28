import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { children } from './processes.mjs';
import { BUILDER_ORIGIN, CMS, DIST_DIRS, log, S3_PUBLIC_URL, SITE, webDir, work } from './topology.mjs';

/**
 * (a) The site's end-to-end suite (web/e2e) against this cluster: the browser and the tests reach the
 * site and the CMS only through the balancers (E2E_SITE_URL, E2E_CMS_URL); the bundle test reads a
 * copy of this run's build (NEXT_DIST_DIR). Its output goes to the console, its counts come from
 * Playwright's JSON report. `next start` (next-start.spec.ts) gets the instances' bucket address but
 * not this run's Redis: its answers are its own.
 */
export async function siteE2e() {
  const report = path.join(work, 'e2e-report.json');
  const inherited = { ...process.env };
  delete inherited.REDIS_URL;
  delete inherited.REDIS_KEY_PREFIX;
  log(`site end-to-end suite (web/e2e) through ${SITE} and ${CMS}…`);
  const started = Date.now();
  const child = spawn('npx', ['playwright', 'test', '--reporter=list,json', '--output', path.join(work, 'e2e-results')], {
    cwd: webDir,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...inherited,
      E2E_SITE_URL: SITE,
      E2E_CMS_URL: CMS,
      E2E_BUILDER_ORIGIN: BUILDER_ORIGIN,
      NEXT_DIST_DIR: DIST_DIRS[2],
      S3_PUBLIC_URL,
      PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    },
  });
  children.set('e2e', child);
  const code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? signal)));
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!existsSync(report)) return { ok: false, seconds, code, stats: null };
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  return { ok: code === 0 && stats.unexpected === 0 && stats.expected > 0, seconds, code, stats };
}
