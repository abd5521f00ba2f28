import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NGINX_ERROR_LOG } from './nginx.mjs';
import { children, kill } from './processes.mjs';
import { CMS, cmsDir, log, SITE, STARTED } from './topology.mjs';

const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));
const { Client } = requireFromCms('pg');
const autocannon = requireFromCms('autocannon');
const { PG } = await import('testing/postgres');
const { SEEDED } = await import('seeds');
const { E2E_SECRETS } = await import('testing/site-e2e');

/**
 * Newsletter subscriptions through the CMS balancer until `writing()` turns false, as the site stores them: with the
 * ingest token and the visitor's address, a visitor of its own for each (the CMS limits sign-ups per visitor). A
 * subscription is idempotent per email: an unacknowledged one is sent again (nginx itself never resends a POST).
 */
async function writer(id, writes, writing) {
  for (let n = 0; writing(); n++) {
    const email = `cluster-${STARTED}-${id}-${n}@example.com`;
    // 198.18.0.0/15, the range set aside for benchmarks: 65,536 visitors per writer.
    const visitor = `198.${17 + id}.${(n >> 8) & 255}.${n & 255}`;
    writes.attempted++;
    let acknowledged = false;
    for (let attempt = 0; attempt < 5 && !acknowledged; attempt++) {
      try {
        const response = await fetch(`${CMS}/api/newsletter`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-newsletter-token': E2E_SECRETS.newsletterToken, 'x-newsletter-client-address': visitor },
          body: JSON.stringify({ email, locale: 'en-US', pageUri: '/en-US/newsroom', pageName: 'Cluster run' }),
          signal: AbortSignal.timeout(10_000),
        });
        acknowledged = response.status === 200 || response.status === 201;
        if (!acknowledged) writes.failures.push(String(response.status));
        await response.arrayBuffer();
      } catch (error) {
        acknowledged = false;
        writes.failures.push(error instanceof Error ? error.name : 'error');
      }
      if (!acknowledged) {
        writes.failedAttempts++;
        await sleep(200);
      }
    }
    if (acknowledged) writes.acknowledged.push(email);
    else writes.gaveUp.push(email);
  }
}

/** The acknowledged emails that are not in the database. */
async function lostWrites(database, acknowledged) {
  const client = new Client({ ...PG, database });
  await client.connect();
  let stored;
  try {
    const { rows } = await client.query('SELECT email FROM newsletter_subscriptions WHERE email = ANY($1)', [acknowledged]);
    stored = new Set(rows.map((r) => r.email));
  } finally {
    await client.end();
  }
  return acknowledged.filter((email) => !stored.has(email));
}

/** (c) Load through the site balancer, writes through the CMS balancer, one CMS and one site killed halfway. */
export async function loadAndKill({ duration, database }) {
  const landing = SEEDED.landingPageSlugs[0];
  const article = SEEDED.publishedArticleSlugs.find((s) => !SEEDED.redirectArticleSlugs.includes(s) && !SEEDED.unpublishedArticleSlugs.includes(s));
  const paths = ['/en-US/newsroom', `/en-US/newsroom/${article}`, `/en-US/${landing}`];
  for (const p of paths) {
    const response = await fetch(`${SITE}${p}`, { redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${SITE}${p} answers ${response.status} before the load: not a page to load`);
  }

  const writes = { attempted: 0, acknowledged: [], failedAttempts: 0, failures: [], gaveUp: [] };
  let writing = true;
  log(
    `load: autocannon c=32 for ${duration} s on ${paths.join(', ')} through ${SITE}; newsletter writes through ${CMS}; SIGKILL cms1 and web1 at ${duration / 2} s`,
  );
  const nginxLogStart = statSync(NGINX_ERROR_LOG).size;
  let killedAt = null;
  const killer = setTimeout(
    () => {
      killedAt = Date.now();
      kill('cms1', 'SIGKILL');
      kill('web1', 'SIGKILL');
      log('SIGKILL sent to cms1 and web1');
    },
    (duration / 2) * 1000,
  );
  const writers = [1, 2].map((id) => writer(id, writes, () => writing));
  // What each failed request met (a socket error's code, or the message), for the report.
  const requestErrors = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: SITE, connections: 32, duration, timeout: 10, requests: paths.map((p) => ({ method: 'GET', path: p })) },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('reqError', (error) => requestErrors.push(`${((Date.now() - STARTED) / 1000).toFixed(1)} s: ${error.code ?? error.message}`));
  });
  clearTimeout(killer);
  writing = false;
  await Promise.all(writers);

  const lost = await lostWrites(database, writes.acknowledged);
  // What the balancer saw: each upstream failure it logged (refused connections, closed or reset connections).
  const upstreamFailures = readFileSync(NGINX_ERROR_LOG, 'utf8')
    .slice(nginxLogStart)
    .split('\n')
    .filter((line) => line.includes('[error]') && line.includes('upstream')).length;
  const died = ['cms1', 'web1'].filter((name) => children.get(name)?.signalCode === 'SIGKILL');
  return { paths, result, requestErrors, writes, lost, upstreamFailures, killed: killedAt !== null && died.length === 2 };
}
