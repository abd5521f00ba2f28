/**
 * npm run bench:search — seeds 1,000,000 articles on PostgreSQL (seed:bench: Zipf-distributed words in
 * titles, summaries and a Text block each, indexed by the CMS's own search indexing; the entries then put
 * in date order, as publishing writes them), starts the CMS in
 * its own process and measures GET /api/search at concurrency 32 with autocannon, cached (the default)
 * and cold (NEWSROOM_CACHE_TTL_MS=0: every request computed), for one word, three words, a misspelled
 * word, a phrase, a word with two filters and page 20 of a common word. Each is measured again as the
 * naive way, `ILIKE '%word%'` over the same texts (title, summary, body) with the same filters, order,
 * page and count, straight on PostgreSQL at the same concurrency (no HTTP in its way), and the ratio of
 * throughputs is printed.
 *
 * Options: --count N (1000000), --duration S (10), --connections C (32), --warmup S (3), --database NAME
 * (reuse one seeded before, with --keep; when NAME does not exist the bench stops with exit code 2 and
 * says how to get one), --keep (do not drop the database), --no-naive (skip the ILIKE runs: quick runs,
 * no ratio), --naive-duration S (30: an ILIKE query takes seconds at a million pages), --port P (1391).
 */
import { spawnSync } from 'node:child_process';
import { Client, Pool } from 'pg';
import { createDatabase, dropDatabase, PG } from 'testing/postgres';
import { parseSearchQuery } from '../src/search/query';
import { maskFilter } from '../src/newsroom/masks';
import { SEARCH_ENTRIES } from '../src/search/tables';
import { checkBenchDatabase } from '../tests/helpers/database-exists';
import { envFor, loadAverages, measure, ms, option as optionOf, portBusy, root, startCms, stop, stopAll, vacuumAnalyze, type Figures } from './harness';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => optionOf(args, name, fallback);
const COUNT = Number(option('count', '1000000'));
const DURATION = Number(option('duration', '10'));
const NAIVE_DURATION = Number(option('naive-duration', '30'));
const CONNECTIONS = Number(option('connections', '32'));
const WARMUP = Number(option('warmup', '3'));
const PORT = Number(option('port', '1391'));
const reuse = option('database', '');
const keep = args.includes('--keep');
const naive = !args.includes('--no-naive');

/** The six queries: their words come from the bench's vocabulary (seeds/src/bench/words.ts). */
const QUERIES: ReadonlyArray<{ name: string; params: Record<string, string> }> = [
  { name: 'one word', params: { q: 'acoustics' } },
  { name: 'three words', params: { q: 'timber facade acoustics' } },
  { name: 'a misspelled word', params: { q: 'acoustcs' } },
  { name: 'a phrase', params: { q: '"mass timber"' } },
  { name: 'a word and two filters', params: { q: 'waterfront', category: 'product_updates', industry: 'BDLG' } },
  { name: 'page 20 of a common word', params: { q: 'design', page: '20' } },
];

const urlOf = (params: Record<string, string>) => `http://127.0.0.1:${PORT}/api/search?${new URLSearchParams(params).toString()}`;

interface Answer {
  data: unknown[];
  meta: { corrected: string | null; more: boolean; pagination: { total: number } };
}

/**
 * The naive statement of a query: every word (or the phrase) as `ILIKE '%…%'` over the title, summary
 * and body, the same locale, visibility, filters, order, page and count as the search's.
 */
function naiveStatement(params: Record<string, string>, now: number): { text: string; values: unknown[] } {
  const query = parseSearchQuery(params);
  const values: unknown[] = [query.locale, now];
  const where = ['locale = $1', 'visible_from <= $2', '(visible_until IS NULL OR visible_until > $2)'];
  const needles = [...query.q.words, ...query.q.phrases.map((p) => p.join(' '))];
  for (const needle of needles) {
    values.push(`%${needle}%`);
    const n = `$${values.length}`;
    where.push(`(title ILIKE ${n} OR summary ILIKE ${n} OR body ILIKE ${n})`);
  }
  const masks = maskFilter(query);
  let sql = masks.sql.join(' AND ');
  for (const binding of masks.bindings) {
    values.push(binding);
    sql = sql.replace('?', `$${values.length}`);
  }
  if (sql) where.push(sql);
  values.push(query.pageSize, (query.page - 1) * query.pageSize);
  return {
    text: `SELECT id, title, count(*) OVER () AS total FROM ${SEARCH_ENTRIES} WHERE ${where.join(' AND ')}
           ORDER BY sort_date DESC NULLS LAST, id DESC LIMIT $${values.length - 1} OFFSET $${values.length}`,
    values,
  };
}

/** The naive statement run by `CONNECTIONS` clients in a closed loop for `seconds` (requests under way then finish). */
async function measureNaive(name: string, database: string, params: Record<string, string>, seconds: number): Promise<Figures & { total: number }> {
  const pool = new Pool({ ...PG, database, max: CONNECTIONS });
  const latencies: number[] = [];
  let total = 0;
  const started = Date.now();
  const until = started + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until) {
          const statement = naiveStatement(params, Date.now());
          const t0 = performance.now();
          const result = await pool.query(statement.text, statement.values);
          latencies.push(performance.now() - t0);
          total = result.rows.length ? Number(result.rows[0].total) : total;
        }
      }),
    );
  } finally {
    await pool.end();
  }
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
  return { name, p50: at(50), p95: at(95), p99: at(99), rps: Math.round((latencies.length / elapsed) * 10) / 10, errors: 0, load: 0, total };
}

/**
 * The search entries in the order publishing writes them (newest last), as a real index lies: seed:bench
 * indexes a million articles whose dates it drew at random, in id order. One CLUSTER on the date index.
 */
async function publishOrder(database: string): Promise<void> {
  const client = new Client({ ...PG, database });
  await client.connect();
  try {
    await client.query(`CLUSTER ${SEARCH_ENTRIES} USING search_entries_recent_idx`);
  } finally {
    await client.end();
  }
}

const found = (f: Figures) => {
  const answer = f.body as Answer;
  return `${answer.meta.pagination.total}${answer.meta.more ? '+' : ''}${answer.meta.corrected ? ` (as “${answer.meta.corrected}”)` : ''}`;
};

async function main() {
  if (await portBusy(PORT)) throw new Error(`port ${PORT} is already in use (a CMS left over from an earlier run?): stop it or pass --port`);
  const missing = reuse ? await checkBenchDatabase(reuse, PG, 'bench:search') : undefined;
  if (missing) {
    console.error(missing);
    process.exitCode = 2;
    return;
  }
  const database = reuse || (await createDatabase('bench_search'));
  const env = envFor(database, PORT);
  try {
    if (!reuse) {
      console.log(`Seeding ${COUNT} articles into ${database}…`);
      const seeded = spawnSync('npm', ['run', 'seed:bench', '--', '--count', String(COUNT), '--no-images'], { cwd: root, env, stdio: 'inherit' });
      if (seeded.status !== 0) throw new Error('seed:bench failed');
      await publishOrder(database);
      await vacuumAnalyze(database);
    }
    console.log(`load average before the run (1, 5, 15 min): ${loadAverages()}`);
    let cms = await startCms(env, PORT);
    const cached: Figures[] = [];
    for (const { name, params } of QUERIES) cached.push(await measure(name, urlOf(params), { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP }));
    await stop(cms);
    cms = await startCms(env, PORT, { NEWSROOM_CACHE_TTL_MS: '0' });
    const cold: Figures[] = [];
    for (const { name, params } of QUERIES) cold.push(await measure(name, urlOf(params), { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP }));
    await stop(cms);
    const naiveFigures: Array<Figures & { total: number }> = [];
    if (naive) for (const { name, params } of QUERIES) naiveFigures.push(await measureNaive(name, database, params, NAIVE_DURATION));

    console.log(
      `\n${COUNT} articles, c=${CONNECTIONS}, ${DURATION} s per query after ${WARMUP} s of warm-up (naive: ${NAIVE_DURATION} s); cold = result cache off (NEWSROOM_CACHE_TTL_MS=0); load average (1, 5, 15 min) at the end: ${loadAverages()}`,
    );
    console.log(
      '\n| query | found | cached p50 / p95 / p99 ms | cached req/s | cold p50 / p95 / p99 ms | cold req/s | errors | naive ILIKE p50 / p95 / p99 ms | naive req/s (its total) | cold vs naive req/s |\n| --- | --- | --- | ---: | --- | ---: | ---: | --- | ---: | ---: |',
    );
    QUERIES.forEach(({ name, params }, i) => {
      const c = cached[i];
      const k = cold[i];
      const n = naiveFigures[i];
      const label = `${name}: \`${new URLSearchParams(params).toString()}\``;
      const naiveCells = n ? `${ms(n)} | ${n.rps} (${n.total}) | ${n.rps > 0 ? `${Math.round(k.rps / n.rps)}×` : 'n/a'}` : '— | — | n/a';
      console.log(`| ${label} | ${found(k)} | ${ms(c)} | ${c.rps} | ${ms(k)} | ${k.rps} | ${c.errors + k.errors} | ${naiveCells} |`);
    });
    const worst = (rows: Figures[]) => Math.max(...rows.map((r) => r.p95));
    console.log(`\nworst search p95: ${worst(cached)} ms cached, ${worst(cold)} ms cold (target ≤ 30 ms cold)`);
    if ([...cached, ...cold].some((f) => f.errors)) process.exitCode = 1;
  } finally {
    await stopAll();
    if (!keep && !reuse) await dropDatabase(database);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
