#!/usr/bin/env node
/**
 * `npm run test:cluster` (issue 17 item 4): the product scaled out on one machine, then hurt on purpose.
 *
 * Starts a fresh PostgreSQL database, an S3-compatible server (s3rver), two CMS instances and two
 * production site instances (one `next build`, each instance on its own copy: NEXT_DIST_DIR) sharing
 * PostgreSQL, Redis (REDIS_URL, a key prefix of this run's own) and the bucket, and nginx (Debian's
 * /usr/sbin/nginx, a child process with a generated config) as the load balancer in front of each
 * tier: round robin, passive health checks (max_fails/fail_timeout), and a retry on the other instance
 * (proxy_next_upstream error timeout http_502 http_503 http_504; nginx retries only idempotent
 * methods, so a POST is never sent twice). The CMS's webhook (WEB_REVALIDATE_URL) goes to the site
 * balancer: with the Redis cache handler, revalidating one instance revalidates both.
 *
 * Then (a) runs the site's end-to-end suite (web/e2e, Playwright) through the site balancer and the
 * CMS balancer, as an external stack (E2E_SITE_URL: its global setup starts nothing; the specs that
 * cannot run through it are left out, see web/playwright.config.ts), (b) publishes through one CMS
 * instance and times until both site instances show the change (must be ≤ 2 s), and (c) loads the
 * newsroom, an article and a landing page through the site balancer (autocannon, c=32) while writing
 * newsletter subscriptions through the CMS balancer, and SIGKILLs one CMS and one site instance
 * halfway: failed visitor requests (non-2xx and errors) and lost writes (acknowledged but not in the
 * database) must both be 0. Every process gets the environment the end-to-end suite assumes
 * (testing/site-e2e.ts: cmsEnv, siteEnv; the CMS seeds at E2E_NOW). Prints every figure; exits
 * non-zero otherwise.
 *
 * Flags: --duration <seconds> (load, default 60), --short (10 s, the form `npm test` runs last),
 * --keep-build (reuse the build in web/.next-cluster-build). Ports: CLUSTER_BASE_PORT (default
 * 4781) and the next 7 (the last one is the site's builder origin, where an end-to-end test listens).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'web');
const cmsDir = path.join(root, 'cms');
const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));
const requireFromWeb = createRequire(path.join(webDir, 'package.json'));
const { createDatabase, dropDatabase, postgresEnv, PG } = await import('testing/postgres');
const { Client } = requireFromCms('pg');
const S3rver = requireFromCms('s3rver');
const autocannon = requireFromCms('autocannon');
const { createClient } = requireFromWeb('redis');
const { SEEDED } = await import('seeds');
const { E2E_ADMIN, E2E_SECRETS, cmsEnv, siteEnv: e2eSiteEnv } = await import('testing/site-e2e');

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string' },
    short: { type: 'boolean', default: false },
    'keep-build': { type: 'boolean', default: false },
  },
});
const DURATION = Number(flags.duration ?? (flags.short ? 10 : 60));
if (!Number.isFinite(DURATION) || DURATION < 4) throw new Error('--duration must be a number of seconds ≥ 4');
const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const STARTED = Date.now();
const REDIS_KEY_PREFIX = `cluster-${STARTED}-${process.pid}:`;
const BUCKET = 'cluster-uploads';
const base = Number(process.env.CLUSTER_BASE_PORT || 4781);
const PORTS = { site: base, cms: base + 1, cms1: base + 2, cms2: base + 3, web1: base + 4, web2: base + 5, s3: base + 6, builder: base + 7 };
const url = (port) => `http://127.0.0.1:${port}`;
const SITE = url(PORTS.site);
const CMS = url(PORTS.cms);
/** The site's BUILDER_ORIGINS: nothing listens there but an end-to-end test that frames the preview. */
const BUILDER_ORIGIN = url(PORTS.builder);
const BUILD_DIR = '.next-cluster-build';
// The two instances' copies of the build, and the end-to-end suite's (`next start` in next-start.spec.ts
// writes its own cache there: never a page of an earlier run).
const DIST_DIRS = ['.next-cluster-1', '.next-cluster-2', '.next-cluster-e2e'];

const work = mkdtempSync(path.join(tmpdir(), 'cluster-'));
const logDir = path.join(work, 'logs');
mkdirSync(logDir);
const log = (message) => console.log(`[cluster +${((Date.now() - STARTED) / 1000).toFixed(1)}s] ${message}`);
const logFile = (name) => openSync(path.join(logDir, `${name}.log`), 'w');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
let database = null;
let s3 = null;

function start(name, command, args, options) {
  const out = logFile(name);
  const child = spawn(command, args, { detached: true, stdio: ['ignore', out, out], ...options });
  children.set(name, child);
  return child;
}

/** Kills a child's whole process group (npx → tsx → node). */
function kill(name, signal) {
  const child = children.get(name);
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function waitFor(target, name, timeoutMs) {
  const child = children.get(name);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} (log: ${logDir}/${name}.log)`);
    const ok = await fetch(target).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(300);
  }
  throw new Error(`${name} did not answer ${target} within ${timeoutMs / 1000} s (log: ${logDir}/${name}.log)`);
}

/**
 * The balancer's configuration: docker compose's (deploy/nginx/scale.conf: round robin, passive health
 * checks, idempotent requests retried on the other instance; nginx never resends a POST), with this
 * run's addresses and nginx running as a foreground child whose files are all in the work directory.
 */
function nginxConfig() {
  let conf = readFileSync(path.join(root, 'deploy/nginx/scale.conf'), 'utf8');
  const swap = (from, to) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx/scale.conf no longer has "${from}": update scripts/cluster/run.mjs`);
    conf = conf.replace(from, to);
  };
  swap('server web:3000 ', `server 127.0.0.1:${PORTS.web1} `);
  swap('server web-2:3000 ', `server 127.0.0.1:${PORTS.web2} `);
  swap('server cms:1337 ', `server 127.0.0.1:${PORTS.cms1} `);
  swap('server cms-2:1337 ', `server 127.0.0.1:${PORTS.cms2} `);
  swap('listen 8000;', `listen 127.0.0.1:${PORTS.site};`);
  swap('listen 8337;', `listen 127.0.0.1:${PORTS.cms};`);
  swap('worker_processes auto;', `daemon off;\nmaster_process on;\nworker_processes 1;\npid ${work}/nginx.pid;\nerror_log ${logDir}/nginx-error.log warn;`);
  swap(
    'http {',
    `http {\n  access_log off;\n  client_body_temp_path ${work}/client_body;\n  proxy_temp_path ${work}/proxy;\n  fastcgi_temp_path ${work}/fastcgi;\n  uwsgi_temp_path ${work}/uwsgi;\n  scgi_temp_path ${work}/scgi;`,
  );
  return conf;
}

const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: url(PORTS.s3),
  S3_PUBLIC_URL: `${url(PORTS.s3)}/${BUCKET}`,
  S3_FORCE_PATH_STYLE: 'true',
  S3_REGION: 'us-east-1',
  // s3rver's built-in account.
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

const siteEnv = (port) => ({
  NODE_ENV: 'production',
  WEB_PORT: String(port),
  WEB_HOST: '127.0.0.1',
  ...e2eSiteEnv(CMS, SITE, BUILDER_ORIGIN),
  REDIS_URL,
  REDIS_KEY_PREFIX,
  S3_PUBLIC_URL: `${url(PORTS.s3)}/${BUCKET}`,
});

function startCms(name, port, compile) {
  return start(name, 'npx', ['tsx', 'e2e/cms-server.ts'], {
    cwd: webDir,
    env: {
      ...process.env,
      ...cmsEnv(`${SITE}/api/revalidate`),
      ...postgresEnv(database),
      HOST: '127.0.0.1',
      PORT: String(port),
      E2E_CMS_COMPILE: compile ? '1' : '0',
      REDIS_URL,
      REDIS_KEY_PREFIX,
      ...s3Env(),
    },
  });
}

function startSite(name, port, distDir) {
  return start(name, process.execPath, ['server/main.mjs'], { cwd: webDir, env: { ...process.env, ...siteEnv(port), NEXT_DIST_DIR: distDir } });
}

async function up() {
  database = await createDatabase(`cluster_${STARTED}`);
  log(`database ${database} on ${PG.host}:${PG.port}; Redis ${REDIS_URL} prefix ${REDIS_KEY_PREFIX}; logs in ${logDir}`);
  s3 = new S3rver({ address: '127.0.0.1', port: PORTS.s3, silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.run();
  log(`s3rver on ${url(PORTS.s3)}, bucket ${BUCKET}`);

  const cms1 = startCms('cms1', PORTS.cms1, true);
  // nginx started by root runs its workers as nobody: they buffer large answers (Next's chunks) in the
  // temp paths under the work directory, which mkdtemp made 0700. Let them through (not list) it.
  chmodSync(work, 0o711);
  writeFileSync(path.join(work, 'nginx.conf'), nginxConfig());
  const check = spawnSync(NGINX, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  start('nginx', NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf')], {});

  if (!flags['keep-build'] || !existsSync(path.join(webDir, BUILD_DIR, 'BUILD_ID'))) {
    log('building the site (next build) while the first CMS boots and seeds…');
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: webDir,
      stdio: ['ignore', logFile('build'), logFile('build-err')],
      env: { ...process.env, ...siteEnv(PORTS.web1), NODE_ENV: 'production', NEXT_DIST_DIR: BUILD_DIR },
    });
    if (build.status !== 0) throw new Error(`the site's build failed (${logDir}/build*.log)`);
  }
  for (const dir of DIST_DIRS) {
    const target = path.join(webDir, dir);
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(webDir, BUILD_DIR), target, { recursive: true, verbatimSymlinks: true });
    for (const cache of ['cache', 'server/route-cache']) rmSync(path.join(target, cache), { recursive: true, force: true });
  }
  await waitFor(`${url(PORTS.cms1)}/api/newsroom?pageSize=1`, 'cms1', 300_000);
  log('cms1 up (seeded); starting cms2 on the same database');
  void cms1;
  startCms('cms2', PORTS.cms2, false);
  await waitFor(`${url(PORTS.cms2)}/api/newsroom?pageSize=1`, 'cms2', 240_000);
  startSite('web1', PORTS.web1, DIST_DIRS[0]);
  startSite('web2', PORTS.web2, DIST_DIRS[1]);
  await Promise.all([waitFor(`${url(PORTS.web1)}/robots.txt`, 'web1', 60_000), waitFor(`${url(PORTS.web2)}/robots.txt`, 'web2', 60_000)]);
  await waitFor(`${SITE}/robots.txt`, 'nginx', 10_000);
  await waitFor(`${CMS}/api/newsroom?pageSize=1`, 'nginx', 10_000);
  log(`up: site balancer ${SITE} → ${PORTS.web1}, ${PORTS.web2}; CMS balancer ${CMS} → ${PORTS.cms1}, ${PORTS.cms2}`);
}

/**
 * (a) The site's end-to-end suite (web/e2e) against this cluster: the browser and the tests reach the
 * site and the CMS only through the balancers (E2E_SITE_URL, E2E_CMS_URL); the bundle test reads a
 * copy of this run's build (NEXT_DIST_DIR). Its output goes to the console, its counts come from
 * Playwright's JSON report. `next start` (next-start.spec.ts) gets the instances' bucket address but
 * not this run's Redis: its answers are its own.
 */
async function siteE2e() {
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
      S3_PUBLIC_URL: siteEnv(PORTS.web1).S3_PUBLIC_URL,
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

const heading = (html) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const escaped = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function json(target, init = {}) {
  const response = await fetch(target, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${target}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** (a) Publish through cms1 directly; time until both site instances show the new title. */
async function publishCheck() {
  const slug = SEEDED.draftAheadArticleSlugs[0];
  const articlePath = `/en-US/newsroom/${slug}`;
  const title = async () => {
    const { data } = await json(`${CMS}/api/articles/slug/${slug}?locale=en-US`);
    return data.publishedSettings.articleTitle || data.publishedSettings.pageTitle || slug;
  };
  const before = escaped(await title());
  const instances = [url(PORTS.web1), url(PORTS.web2)];
  for (const instance of instances) {
    const h1 = heading(await (await fetch(`${instance}${articlePath}`)).text());
    if (h1 !== before) throw new Error(`${instance}${articlePath} shows ${h1}, expected ${before}`);
  }
  const cms1 = url(PORTS.cms1);
  const login = await json(`${cms1}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) });
  const auth = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
  const found = await json(`${cms1}/content-manager/collection-types/api::article.article?locale=en-US&filters[slug][$eq]=${slug}`, { headers: auth });
  const documentId = found.results[0].documentId;
  const published = Date.now();
  await json(`${cms1}/publishing/pages/article/${documentId}/publish?locale=en-US`, { method: 'POST', headers: auth });
  const acknowledged = Date.now() - published;
  const after = escaped(await title());
  if (after === before) throw new Error('the publish did not change the published title');
  const delays = await Promise.all(
    instances.map(async (instance) => {
      while (Date.now() - published < 15_000) {
        const h1 = heading(await (await fetch(`${instance}${articlePath}`)).text());
        if (h1 === after) return Date.now() - published;
        await sleep(25);
      }
      return Infinity;
    }),
  );
  return { slug, acknowledged, delays };
}

/** (b) Load through the site balancer, writes through the CMS balancer, one CMS and one site killed halfway. */
async function chaos() {
  const landing = SEEDED.landingPageSlugs[0];
  const article = SEEDED.publishedArticleSlugs.find((s) => !SEEDED.redirectArticleSlugs.includes(s) && !SEEDED.unpublishedArticleSlugs.includes(s));
  const paths = ['/en-US/newsroom', `/en-US/newsroom/${article}`, `/en-US/${landing}`];
  for (const p of paths) {
    const response = await fetch(`${SITE}${p}`, { redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${SITE}${p} answers ${response.status} before the load: not a page to load`);
  }

  const writes = { attempted: 0, acknowledged: [], failedAttempts: 0, failures: [], gaveUp: [] };
  let writing = true;
  const writer = async (id) => {
    for (let n = 0; writing; n++) {
      const email = `cluster-${STARTED}-${id}-${n}@example.com`;
      writes.attempted++;
      // A subscription is idempotent per email: an unacknowledged one is sent again (nginx itself never resends a POST).
      let acknowledged = false;
      for (let attempt = 0; attempt < 5 && !acknowledged; attempt++) {
        try {
          const response = await fetch(`${CMS}/api/newsletter`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-newsletter-token': E2E_SECRETS.newsletterToken },
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
  };

  log(
    `load: autocannon c=32 for ${DURATION} s on ${paths.join(', ')} through ${SITE}; newsletter writes through ${CMS}; SIGKILL cms1 and web1 at ${DURATION / 2} s`,
  );
  const nginxLog = path.join(logDir, 'nginx-error.log');
  const nginxLogStart = statSync(nginxLog).size;
  let killedAt = null;
  const killer = setTimeout(
    () => {
      killedAt = Date.now();
      kill('cms1', 'SIGKILL');
      kill('web1', 'SIGKILL');
      log('SIGKILL sent to cms1 and web1');
    },
    (DURATION / 2) * 1000,
  );
  const writers = [writer(1), writer(2)];
  const result = await autocannon({
    url: SITE,
    connections: 32,
    duration: DURATION,
    timeout: 10,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  clearTimeout(killer);
  writing = false;
  await Promise.all(writers);

  const client = new Client({ ...PG, database });
  await client.connect();
  let stored;
  try {
    const { rows } = await client.query('SELECT email FROM newsletter_subscriptions WHERE email = ANY($1)', [writes.acknowledged]);
    stored = new Set(rows.map((r) => r.email));
  } finally {
    await client.end();
  }
  const lost = writes.acknowledged.filter((email) => !stored.has(email));
  // What the balancer saw: each upstream failure it logged (refused connections, closed or reset connections).
  const upstreamFailures = readFileSync(nginxLog, 'utf8')
    .slice(nginxLogStart)
    .split('\n')
    .filter((line) => line.includes('[error]') && line.includes('upstream')).length;
  const died = ['cms1', 'web1'].filter((name) => children.get(name)?.signalCode === 'SIGKILL');
  return { paths, result, writes, lost, upstreamFailures, killed: killedAt !== null && died.length === 2 };
}

async function down() {
  for (const name of children.keys()) kill(name, 'SIGTERM');
  await sleep(1500);
  for (const name of children.keys()) kill(name, 'SIGKILL');
  if (s3) await s3.close().catch(() => undefined);
  rmSync(path.join(work, 's3'), { recursive: true, force: true });
  const redis = createClient({ url: REDIS_URL });
  let removed = 0;
  try {
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${REDIS_KEY_PREFIX}*`, COUNT: 500 })) {
      if (keys.length) removed += await redis.unlink(keys);
    }
  } finally {
    redis.destroy();
  }
  if (database) await dropDatabase(database);
  for (const dir of DIST_DIRS) rmSync(path.join(webDir, dir), { recursive: true, force: true });
  log(`down: dropped ${database}, removed ${removed} Redis keys under ${REDIS_KEY_PREFIX}`);
}

let failed = true;
try {
  await up();
  const e2e = await siteE2e();
  const publish = await publishCheck();
  const load = await chaos();
  const r = load.result;
  const failedRequests = r.non2xx + r.errors + r.timeouts;
  const slowest = Math.max(...publish.delays);
  console.log('\n=== cluster run: figures ===');
  console.log(
    `topology          2 CMS (${PORTS.cms1}, ${PORTS.cms2}) behind nginx ${PORTS.cms}; 2 sites (${PORTS.web1}, ${PORTS.web2}) behind nginx ${PORTS.site}`,
  );
  const counts = e2e.stats
    ? `${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed, ${e2e.stats.flaky} flaky, ${e2e.stats.skipped} skipped`
    : `no report (playwright exited with ${e2e.code})`;
  console.log(
    `site e2e suite    ${counts} in ${e2e.seconds} s, through ${SITE} and ${CMS} (zz-cms-down, shared-cache and undecodable-path left out: web/playwright.config.ts says why)`,
  );
  console.log(
    `publish           ${publish.slug} via cms1: acknowledged in ${publish.acknowledged} ms; visible on web1 after ${publish.delays[0]} ms, web2 after ${publish.delays[1]} ms (target ≤ 2000 ms)`,
  );
  console.log(`load              c=32, ${DURATION} s on ${load.paths.join(', ')}`);
  console.log(`requests          ${r.requests.total} total, ${r['2xx']} 2xx, ${r.requests.average} req/s average`);
  console.log(`latency           p50 ${r.latency.p50} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms`);
  console.log(`failed requests   ${failedRequests} (non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}) (target 0)`);
  console.log(
    `writes            ${load.writes.attempted} newsletter subscriptions, ${load.writes.acknowledged.length} acknowledged, ${load.writes.failedAttempts} failed attempts resent (${load.writes.failures.join(', ') || 'none'}), ${load.writes.gaveUp.length} never acknowledged`,
  );
  console.log(`lost writes       ${load.lost.length} (acknowledged but not in the database) (target 0)`);
  console.log(`killed            cms1 and web1 (SIGKILL) at ${DURATION / 2} s: ${load.killed ? 'yes, both died' : 'NO'}`);
  console.log(
    `balancer          ${load.upstreamFailures} upstream failures logged by nginx during the load (each one retried on the other instance or, for a POST already sent, answered 502)`,
  );
  failed = slowest > 2000 || failedRequests > 0 || load.lost.length > 0 || !load.killed || !e2e.ok;
  console.log(`result            ${failed ? 'FAIL' : 'PASS'}\n`);
} catch (error) {
  console.error('[cluster] failed:', error);
} finally {
  await down().catch((error) => console.error('[cluster] teardown:', error));
}
process.exit(failed ? 1 : 0);
