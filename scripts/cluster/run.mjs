#!/usr/bin/env node
/**
 * `npm run test:cluster`: the product scaled out on one machine, then hurt on purpose.
 *
 * Starts the stack (stack.mjs): a fresh PostgreSQL database, an S3-compatible server, two CMS instances and
 * two production site instances sharing PostgreSQL, Redis and the bucket, and nginx (Debian's /usr/sbin/nginx, a
 * child process with a generated config: nginx.mjs) as the load balancer in front of each tier: round robin,
 * passive health checks (max_fails/fail_timeout), and a retry on the other instance (proxy_next_upstream error
 * timeout http_502 http_503 http_504; nginx retries only idempotent methods, so a POST is never sent twice).
 *
 * Then (a) checks a handful of pages and API answers through the balancers, with the balancer's micro-cache (smoke.mjs,
 * micro-cache.mjs), (b) publishes through one CMS instance and times until both site instances, the site balancer and
 * the public API through the CMS balancer show the change (must be ≤ 2 s), (c) measures the cached newsroom's
 * throughput through the balancer and from one site instance alone (throughput.mjs; figures only), and (d) loads the
 * newsroom, an article and a landing page through the site balancer (autocannon, c=32) while writing
 * newsletter subscriptions through the CMS balancer, and SIGKILLs one CMS and one site instance
 * halfway: failed visitor requests (non-2xx and errors) and lost writes (acknowledged but not in the
 * database) must both be 0. Prints every figure (report.mjs); exits non-zero otherwise.
 *
 * Flags: flags.mjs. Ports: topology.mjs.
 */
import { duration } from './flags.mjs';
import { loadAndKill } from './load-and-kill.mjs';
import { publishCheck } from './publish-timing.mjs';
import { report } from './report.mjs';
import { smokeChecks } from './smoke.mjs';
import { down, up } from './stack.mjs';
import { cachedThroughput } from './throughput.mjs';

let failed = true;
try {
  const { database } = await up();
  const smoke = await smokeChecks();
  const publish = await publishCheck();
  const throughput = await cachedThroughput({ seconds: Math.min(10, duration) });
  const load = await loadAndKill({ duration, database });
  failed = report({ duration, smoke, publish, throughput, load });
} catch (error) {
  console.error('[cluster] failed:', error);
} finally {
  await down().catch((error) => console.error('[cluster] teardown:', error));
}
process.exit(failed ? 1 : 0);
