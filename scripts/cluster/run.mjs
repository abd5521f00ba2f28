#!/usr/bin/env node
/**
 * `npm run test:cluster` (issue 17 item 4): the product scaled out on one machine, then hurt on purpose.
 *
 * Starts the stack (stack.mjs): a fresh PostgreSQL database, an S3-compatible server, two CMS instances and
 * two production site instances sharing PostgreSQL, Redis and the bucket, and nginx (Debian's /usr/sbin/nginx, a
 * child process with a generated config: nginx.mjs) as the load balancer in front of each tier: round robin,
 * passive health checks (max_fails/fail_timeout), and a retry on the other instance (proxy_next_upstream error
 * timeout http_502 http_503 http_504; nginx retries only idempotent methods, so a POST is never sent twice).
 *
 * Then (a) runs the site's end-to-end suite (web/e2e, Playwright) through the site balancer and the
 * CMS balancer, as an external stack (E2E_SITE_URL: its global setup starts nothing; the specs that
 * cannot run through it are left out, see web/playwright.config.ts), (b) publishes through one CMS
 * instance and times until both site instances show the change (must be ≤ 2 s), and (c) loads the
 * newsroom, an article and a landing page through the site balancer (autocannon, c=32) while writing
 * newsletter subscriptions through the CMS balancer, and SIGKILLs one CMS and one site instance
 * halfway: failed visitor requests (non-2xx and errors) and lost writes (acknowledged but not in the
 * database) must both be 0. Prints every figure (report.mjs); exits non-zero otherwise.
 *
 * Flags: flags.mjs. Ports: topology.mjs.
 */
import { duration, keepBuild } from './flags.mjs';
import { loadAndKill } from './load-and-kill.mjs';
import { publishCheck } from './publish-timing.mjs';
import { report } from './report.mjs';
import { siteE2e } from './site-e2e.mjs';
import { down, up } from './stack.mjs';

let failed = true;
try {
  const { database } = await up({ keepBuild });
  const e2e = await siteE2e();
  const publish = await publishCheck();
  const load = await loadAndKill({ duration, database });
  failed = report({ duration, e2e, publish, load });
} catch (error) {
  console.error('[cluster] failed:', error);
} finally {
  await down().catch((error) => console.error('[cluster] teardown:', error));
}
process.exit(failed ? 1 : 0);
