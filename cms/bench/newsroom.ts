/**
 * npm run bench:newsroom — seeds 100,000 articles on PostgreSQL, starts the CMS in its own process and
 * measures GET /api/newsroom (no filter, two filters, events view; page 1 and a deep page) at
 * concurrency 32 with autocannon, cached (the default) and uncached (NEWSROOM_CACHE_TTL_MS=0),
 * against the generic GET /api/articles with the spec's filters and populate (what the original
 * site does). Prints p50/p95/p99, req/s and the ratio.
 *
 * Options: --count N (100000), --duration S (10), --connections C (32), --database NAME (reuse one
 * that is already seeded), --keep (do not drop the database).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase, dropDatabase, postgresEnv } from '../tests/helpers/postgres';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const COUNT = Number(option('count', '100000'));
const DURATION = Number(option('duration', '10'));
const CONNECTIONS = Number(option('connections', '32'));
const PORT = Number(option('port', '1390'));
const reuse = option('database', '');
const keep = args.includes('--keep');
const cmsDir = path.resolve(__dirname, '..');
const root = path.resolve(cmsDir, '..');
const ADMIN = { email: 'bench@example.com', password: 'BenchAdmin123' };

/** The CMS's and the seed's environment on the bench's database. */
const envFor = (database: string) => ({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
  ...postgresEnv(database),
  DATABASE_POOL_MAX: '16',
  PORT: String(PORT),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  STRAPI_TELEMETRY_DISABLED: 'true',
});

const running = new Set<ChildProcess>();

function startCms(env: NodeJS.ProcessEnv, extra: Record<string, string>): Promise<ChildProcess> {
  // Node itself (not npx) in its own process group, so that stopping it stops the server for sure.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--no-admin'], {
    cwd: cmsDir,
    env: { ...env, ...extra },
    detached: true,
    stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`the CMS exited with code ${child.exitCode}`));
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/_health`)).ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (child.exitCode !== null) return reject(new Error(`the CMS exited with code ${child.exitCode}`));
      if (Date.now() - started > 180_000) return reject(new Error('the CMS did not start within 180 s'));
      setTimeout(poll, 500);
    };
    poll();
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

async function readOnlyToken(): Promise<string> {
  const base = `http://127.0.0.1:${PORT}`;
  let login = await fetch(`${base}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  for (let attempt = 1; !login.ok && attempt < 5; attempt++) {
    console.error(`admin login answered ${login.status}; trying again (${attempt}/4)`);
    await new Promise((r) => setTimeout(r, 2000));
    login = await fetch(`${base}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  }
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const jwt = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await fetch(`${base}/admin/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ name: `bench-${Date.now()}`, type: 'read-only', lifespan: null, description: 'bench:newsroom' }),
  });
  if (!res.ok) throw new Error(`creating the API token failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { accessKey: string } }).data.accessKey;
}

interface Figures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

async function measure(name: string, urlPath: string, headers: Record<string, string> = {}, options: { duration?: number } = {}): Promise<Figures> {
  const url = `http://127.0.0.1:${PORT}${urlPath}`;
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`${name}: ${probe.status} ${(await probe.text()).slice(0, 300)}`);
  // The generic route can take seconds per request under load: give every request a minute.
  const result = await autocannon({ url, connections: CONNECTIONS, duration: options.duration ?? DURATION, headers, timeout: 60 });
  const errors = result.errors + result.timeouts + result.non2xx;
  // Completed requests over the run's length: also right for routes slower than one second.
  const rps = Math.round((result.requests.total / result.duration) * 10) / 10;
  return { name, p50: result.latency.p50, p95: percentile95(result), p99: result.latency.p99, rps, errors };
}

// autocannon reports p90 and p97.5; p95 is interpolated between them.
function percentile95(result: autocannon.Result): number {
  const { p90, p97_5 } = result.latency;
  return Math.round((p90 + ((p97_5 - p90) * 5) / 7.5) * 100) / 100;
}

const limit = new Date().toISOString();
const NEWSROOM = [
  ['newsroom: no filter, page 1', '/api/newsroom'],
  ['newsroom: 2 filters, page 1', '/api/newsroom?category=product_updates,company_news&industry=BDLG'],
  ['newsroom: events view', '/api/newsroom?category=events'],
  ['newsroom: no filter, page 500', '/api/newsroom?page=500'],
  ['newsroom: 2 filters, page 100', '/api/newsroom?category=product_updates,company_news&industry=BDLG&page=100'],
] as const;

function genericQuery(extra: string, page: number): string {
  const q = [
    'filters[publishedSettings][id][$notNull]=true',
    `filters[publishedSettings][datePublished][$lte]=${limit}`,
    `filters[$or][0][dateScheduled][$null]=true`,
    `filters[$or][1][dateScheduled][$lte]=${limit}`,
    `filters[$and][0][$or][0][publishedSettings][dateUnpublished][$null]=true`,
    `filters[$and][0][$or][1][publishedSettings][dateUnpublished][$gt]=${limit}`,
    'filters[publishedSettings][isFeatured][$ne]=true',
    'sort[0]=publishedSettings.datePublished:desc',
    'sort[1]=dateScheduled:desc',
    'populate[publishedSettings][populate][0]=mainImage',
    'populate[categories]=true',
    'populate[industries]=true',
    'populate[published]=true',
    `pagination[page]=${page}`,
    'pagination[pageSize]=14',
    extra,
  ].filter(Boolean);
  return `/api/articles?${q.join('&')}`;
}

function table(rows: Figures[]) {
  console.log('\n| query | p50 ms | p95 ms | p99 ms | req/s | errors |\n| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.errors} |`);
}

async function main() {
  const busy = await fetch(`http://127.0.0.1:${PORT}/_health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${PORT} is already in use (a CMS left over from an earlier run?): stop it or pass --port`);
  const database = reuse || (await createDatabase('bench_newsroom'));
  const env = envFor(database);
  if (!reuse) {
    console.log(`Seeding ${COUNT} articles into ${database}…`);
    const seeded = spawnSync('npm', ['run', 'seed:bench', '--', '--count', String(COUNT), '--no-images'], { cwd: root, env, stdio: 'inherit' });
    if (seeded.status !== 0) throw new Error('seed:bench failed');
  }
  const results: Figures[] = [];
  try {
    let cms = await startCms(env, {});
    const token = await readOnlyToken();
    for (const [name, url] of NEWSROOM) results.push(await measure(`${name} (cached)`, url));
    const generic = [
      // The generic route takes seconds per request: run it longer so enough of them complete.
      await measure(
        'generic /api/articles: no filter, page 1',
        genericQuery('', 1),
        { authorization: `Bearer ${token}` },
        { duration: Math.max(DURATION, 30) },
      ),
      await measure(
        'generic /api/articles: 2 filters, page 1',
        genericQuery('filters[categories][key][$in][0]=product_updates&filters[categories][key][$in][1]=company_news&filters[industries][key][$in][0]=BDLG', 1),
        { authorization: `Bearer ${token}` },
        { duration: Math.max(DURATION, 30) },
      ),
    ];
    await stop(cms);
    cms = await startCms(env, { NEWSROOM_CACHE_TTL_MS: '0' });
    for (const [name, url] of NEWSROOM) results.push(await measure(`${name} (uncached)`, url));
    await stop(cms);
    results.push(...generic);
    table(results);
    const newsroomBest = results.find((r) => r.name.startsWith('newsroom: no filter, page 1 (cached)'))!;
    const newsroomUncached = results.find((r) => r.name.startsWith('newsroom: no filter, page 1 (uncached)'))!;
    const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(0)}×` : 'n/a (no generic request completed)');
    console.log(
      `\nthroughput ratio, newsroom vs generic route (no filter, page 1): ${ratio(newsroomBest.rps, generic[0].rps)} cached, ${ratio(newsroomUncached.rps, generic[0].rps)} uncached`,
    );
    const worstCachedP95 = Math.max(...results.filter((r) => r.name.endsWith('(cached)')).map((r) => r.p95));
    console.log(`worst newsroom p95 (cached): ${worstCachedP95} ms (target ≤ 30 ms)`);
  } finally {
    for (const child of running) await stop(child);
    if (!keep && !reuse) await dropDatabase(database);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
