/**
 * npm run bench:newsroom — seeds 100,000 articles on PostgreSQL, starts the CMS in its own process and
 * measures GET /api/newsroom (no filter, two filters, events view; page 1 and deep pages) at
 * concurrency 32 with autocannon, cached (the default) and cold (NEWSROOM_CACHE_TTL_MS=0: every
 * request computed, the path crawlers take), against the generic GET /api/articles with the spec's
 * filters and populate (what the original site does). Prints, per query, cached and cold side by
 * side (p50/p95/p99, req/s, total and last_page, which must agree) and the ratio to the generic route.
 *
 * Options: --count N (100000), --duration S (10), --connections C (32), --database NAME (reuse one
 * that is already seeded; when NAME does not exist on the PostgreSQL server, the bench stops before
 * anything starts, with exit code 2 and a message that says so and how to get one: a run without
 * --database seeds a throw-away database by itself, and --keep keeps it), --keep (do not drop the
 * database), --no-generic (skip the generic route, for quick runs: no ratio then),
 * --warmup S (3: an unmeasured run before each newsroom query),
 * --explain (print each newsroom query's statement and its EXPLAIN (ANALYZE, BUFFERS) with the
 * generic plan the CMS runs, before measuring; --explain-only: that alone, on --database), --cold-only (only the cold figures: quick runs),
 * --port P (1390).
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { Client } from 'pg';
import { createDatabase, dropDatabase, PG } from 'testing/postgres';
import { parseNewsroomQuery } from '../src/newsroom/params';
import { UNPUBLISH_WINDOW_MS } from '../src/newsroom/rules';
import { ENTRIES, KEYS } from '../src/newsroom/tables';
import { listStatement } from '../src/newsroom/prepared';
import { checkBenchDatabase } from '../tests/helpers/database-exists';
import {
  ADMIN,
  envFor,
  loadAverages,
  measure as measureUrl,
  ms,
  option as optionOf,
  portBusy,
  root,
  startCms,
  stop,
  stopAll,
  vacuumAnalyze,
  type Figures as Measured,
} from './harness';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => optionOf(args, name, fallback);
const COUNT = Number(option('count', '100000'));
const DURATION = Number(option('duration', '10'));
const CONNECTIONS = Number(option('connections', '32'));
const PORT = Number(option('port', '1390'));
const reuse = option('database', '');
const keep = args.includes('--keep');
const withGeneric = !args.includes('--no-generic');
const WARMUP = Number(option('warmup', '3'));
const explain = args.includes('--explain');
const coldOnly = args.includes('--cold-only');

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

interface Figures extends Measured {
  /** meta.pagination of the first answer (newsroom routes). */
  total?: number;
  lastPage?: number;
}

async function measure(
  name: string,
  urlPath: string,
  headers: Record<string, string> = {},
  options: { duration?: number; warmup?: number } = {},
): Promise<Figures> {
  const figures = await measureUrl(name, `http://127.0.0.1:${PORT}${urlPath}`, {
    connections: CONNECTIONS,
    duration: options.duration ?? DURATION,
    warmup: options.warmup,
    headers,
  });
  const pagination = (figures.body as { meta?: { pagination?: { total?: number; last_page?: number } } }).meta?.pagination;
  return { ...figures, total: pagination?.total, lastPage: pagination?.last_page };
}

const limit = new Date().toISOString();
const NEWSROOM = [
  ['newsroom: no filter, page 1', '/api/newsroom'],
  ['newsroom: 2 filters, page 1', '/api/newsroom?category=product_updates,company_news&industry=BDLG'],
  ['newsroom: events view', '/api/newsroom?category=events'],
  ['newsroom: no filter, page 500', '/api/newsroom?page=500'],
  ['newsroom: 2 filters, page 100', '/api/newsroom?category=product_updates,company_news&industry=BDLG&page=100'],
  ['newsroom: events view, page 20', '/api/newsroom?category=events&page=20'],
  ['newsroom: 1 industry, page 300', '/api/newsroom?industry=LAND&page=300'],
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

/**
 * The total the naive way (every match counted, the rules written out over the entries' dates and
 * keys), at the time of asking: the maintained counts must give the same.
 */
async function naiveTotal(database: string, urlPath: string): Promise<number> {
  const raw = Object.fromEntries(new URL(urlPath, 'http://x').searchParams);
  const q = parseNewsroomQuery(raw);
  const limit = Date.now();
  const where = ['e.locale = $1', 'e.is_featured = 0', 'e.date_published <= $2', '(e.date_scheduled IS NULL OR e.date_scheduled <= $2)'];
  where.push(
    q.eventsView
      ? 'e.date_unpublished >= $2'
      : `(e.date_unpublished IS NULL OR (e.date_unpublished > $2 AND e.date_unpublished < $2 + ${UNPUBLISH_WINDOW_MS}))`,
  );
  const values: unknown[] = [q.locale, limit];
  for (const [kind, keys] of [
    ['c', q.categories],
    ['i', q.industries],
  ] as const) {
    if (!keys.length) continue;
    values.push(keys);
    where.push(`EXISTS (SELECT 1 FROM ${KEYS} k WHERE k.entry_id = e.id AND k.kind = '${kind}' AND k.key = ANY($${values.length}))`);
  }
  const client = new Client({ ...PG, database });
  await client.connect();
  try {
    const result = await client.query(`SELECT count(*) AS n FROM ${ENTRIES} e WHERE ${where.join(' AND ')}`, values);
    return Number(result.rows[0].n);
  } finally {
    await client.end();
  }
}

/**
 * Each newsroom query's statement as the CMS runs it (prepared, generic plan), with
 * EXPLAIN (ANALYZE, BUFFERS) of its second execution (the plan cached, the buffers warm).
 */
async function explainQueries(database: string): Promise<void> {
  const client = new Client({ ...PG, database });
  await client.connect();
  try {
    // The session settings of the CMS's newsroom pool (src/newsroom/prepared.ts).
    await client.query('SET plan_cache_mode = force_generic_plan; SET jit = off; SET max_parallel_workers_per_gather = 0');
    for (const [name, url] of NEWSROOM) {
      const q = parseNewsroomQuery(Object.fromEntries(new URL(url, 'http://x').searchParams));
      const statement = listStatement(q, Date.now());
      const literals = statement.values.map((v) => (typeof v === 'number' ? String(v) : client.escapeLiteral(String(v))));
      await client.query(`PREPARE ${statement.name} AS ${statement.text}`);
      let plan = '';
      for (let run = 0; run < 2; run++) {
        const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${statement.name}(${literals.join(', ')})`);
        plan = result.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      }
      await client.query(`DEALLOCATE ${statement.name}`);
      console.log(`\n=== ${name} (${url})\n${statement.text}\n-- values: ${JSON.stringify(statement.values)}\n${plan}`);
    }
  } finally {
    await client.end();
  }
}

const ratio = (a: number, b: number | undefined) => (b && b > 0 ? `${(a / b).toFixed(0)}×` : 'n/a');

/** Cached and cold side by side, per query; the generic route below. */
/** The generic route can fail outright at a million articles: its row then says so instead of ending the run. */
async function measureGeneric(name: string, urlPath: string, headers: Record<string, string>): Promise<Figures> {
  try {
    return await measure(name, urlPath, headers, { duration: Math.max(DURATION, 30) });
  } catch (error) {
    console.error(`${name}: ${String(error).slice(0, 200)}`);
    return { name: `${name} (failed: ${String(error).slice(0, 80)})`, p50: 0, p95: 0, p99: 0, rps: 0, errors: 1, load: os.loadavg()[0] };
  }
}

function table(cached: Figures[], cold: Figures[], generic: Figures[]) {
  const genericRps = generic[0]?.rps;
  console.log(
    '\n| query | total / last_page | cached p50 / p95 / p99 ms | cached req/s | cold p50 / p95 / p99 ms | cold req/s | errors | cold vs generic req/s | load (cached, cold) |\n| --- | --- | --- | ---: | --- | ---: | ---: | ---: | --- |',
  );
  cached.forEach((c, i) => {
    const k = cold[i];
    const pages =
      c.total === k.total && c.lastPage === k.lastPage ? `${c.total} / ${c.lastPage}` : `cached ${c.total} / ${c.lastPage}, cold ${k.total} / ${k.lastPage}`;
    if (coldOnly) return console.log(`| ${c.name} | ${k.total} / ${k.lastPage} | — | — | ${ms(k)} | ${k.rps} | ${k.errors} | n/a | —, ${k.load.toFixed(1)} |`);
    console.log(
      `| ${c.name} | ${pages} | ${ms(c)} | ${c.rps} | ${ms(k)} | ${k.rps} | ${c.errors + k.errors} | ${ratio(k.rps, genericRps)} | ${c.load.toFixed(1)}, ${k.load.toFixed(1)} |`,
    );
  });
  for (const g of generic) console.log(`| ${g.name} | | | | ${ms(g)} | ${g.rps} | ${g.errors} | 1× | ${g.load.toFixed(1)} |`);
}

async function main() {
  if (await portBusy(PORT)) throw new Error(`port ${PORT} is already in use (a CMS left over from an earlier run?): stop it or pass --port`);
  // A --database that does not exist: a sentence and exit code 2, before the CMS (and its stack trace).
  const missing = reuse ? await checkBenchDatabase(reuse) : undefined;
  if (missing) {
    console.error(missing);
    process.exitCode = 2;
    return;
  }
  if (args.includes('--explain-only')) {
    if (!reuse) throw new Error('--explain-only needs --database NAME (a database the CMS has started on)');
    return explainQueries(reuse);
  }
  const database = reuse || (await createDatabase('bench_newsroom'));
  const env = envFor(database, PORT);
  if (!reuse) {
    console.log(`Seeding ${COUNT} articles into ${database}…`);
    const seeded = spawnSync('npm', ['run', 'seed:bench', '--', '--count', String(COUNT), '--no-images'], { cwd: root, env, stdio: 'inherit' });
    if (seeded.status !== 0) throw new Error('seed:bench failed');
    await vacuumAnalyze(database);
  }
  console.log(`load average before the run (1, 5, 15 min): ${loadAverages()}`);
  const cached: Figures[] = [];
  const cold: Figures[] = [];
  let generic: Figures[] = [];
  try {
    let cms = await startCms(env, PORT);
    if (explain) await explainQueries(database);
    for (const [name, url] of NEWSROOM)
      cached.push(coldOnly ? { name, p50: 0, p95: 0, p99: 0, rps: 0, errors: 0, load: 0 } : await measure(name, url, {}, { warmup: WARMUP }));
    if (withGeneric && !coldOnly) {
      const token = await readOnlyToken();
      // The generic route takes seconds per request: it runs longer so that enough of them complete.
      generic = [
        await measureGeneric('generic /api/articles: no filter, page 1', genericQuery('', 1), { authorization: `Bearer ${token}` }),
        await measureGeneric(
          'generic /api/articles: 2 filters, page 1',
          genericQuery(
            'filters[categories][key][$in][0]=product_updates&filters[categories][key][$in][1]=company_news&filters[industries][key][$in][0]=BDLG',
            1,
          ),
          { authorization: `Bearer ${token}` },
        ),
      ];
    }
    await stop(cms);
    cms = await startCms(env, PORT, { NEWSROOM_CACHE_TTL_MS: '0' });
    for (const [name, url] of NEWSROOM) cold.push(await measure(name, url, {}, { warmup: WARMUP }));
    // Exact totals: the naive count, asked before and after a cold answer (an article may come or go in between).
    const checks: string[] = [];
    for (const [name, url] of NEWSROOM) {
      const before = await naiveTotal(database, url);
      const answer = (await (await fetch(`http://127.0.0.1:${PORT}${url}`)).json()) as { meta: { pagination: { total: number } } };
      const after = await naiveTotal(database, url);
      const total = answer.meta.pagination.total;
      const ok = total >= Math.min(before, after) && total <= Math.max(before, after);
      checks.push(`${ok ? 'ok' : 'WRONG'}: ${name}: total ${total}, naive count ${before === after ? before : `${before}…${after}`}`);
      if (!ok) process.exitCode = 1;
    }
    await stop(cms);
    console.log(
      `\n${COUNT} articles, c=${CONNECTIONS}, ${DURATION} s per query; cold = result cache off (NEWSROOM_CACHE_TTL_MS=0); load average (1, 5, 15 min) at the end: ${loadAverages()}`,
    );
    table(cached, cold, generic);
    if (generic.length)
      console.log(
        `\nthroughput ratio, newsroom vs generic route (no filter, page 1): ${ratio(cached[0].rps, generic[0].rps)} cached, ${ratio(cold[0].rps, generic[0].rps)} cold`,
      );
    const worst = (rows: Figures[]) => Math.max(...rows.map((r) => r.p95));
    console.log(`worst newsroom p95: ${worst(cached)} ms cached, ${worst(cold)} ms cold (target ≤ 30 ms)`);
    console.log(`\ntotals against a naive count of every match:\n${checks.join('\n')}`);
    if (!coldOnly && cached.some((c, i) => c.total !== cold[i].total || c.lastPage !== cold[i].lastPage))
      console.log('(cached and cold were asked minutes apart: a scheduled article coming in, or an unpublish window closing, changes a total between them)');
  } finally {
    await stopAll();
    if (!keep && !reuse) await dropDatabase(database);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
