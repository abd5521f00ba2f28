/**
 * `npm run bench:web`: Lighthouse (mobile) on the newsroom, an article, an event and a landing page;
 * first-load JavaScript of the newsroom (gzip); cached newsroom throughput with autocannon.
 * Starts its own seeded CMS on PostgreSQL and a production build of the site (the e2e setup), or
 * measures BENCH_URL when it is given (a running site with the seeded content).
 */
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SEEDED } from 'seeds';
import globalSetup from '../e2e/global-setup';
import globalTeardown from '../e2e/global-teardown';

const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const JS_BUDGET_KB = 120;
const THROUGHPUT_TARGET = 1000;

/** GET that does not reuse a pooled socket the server may have closed meanwhile (its keep-alive is 5 s). */
const get = (url: string | URL) => fetch(url, { headers: { connection: 'close' } });

async function lighthouseScores(baseURL: string) {
  const pages = {
    newsroom: '/en-US/newsroom',
    article: `/en-US/newsroom/${SEEDED.customerStorySlugs[0]}`,
    event: `/en-US/newsroom/${SEEDED.upcomingEventSlugs[0]}`,
    landing: `/en-US/${SEEDED.publishedLandingPageSlugs[0]}`,
  };
  // The Lighthouse CLI runs in plain Node: tsx's transform would break the functions it sends to the page.
  const cli = path.join(path.dirname(createRequire(__filename).resolve('lighthouse/package.json')), 'cli', 'index.js');
  const rows: Record<string, Record<string, number>> = {};
  for (const [name, pagePath] of Object.entries(pages)) {
    // Warm the site's cache first: the benchmark measures cached pages, as visitors get them.
    await get(baseURL + pagePath);
    const run = spawnSync(process.execPath, [cli, baseURL + pagePath, '--output=json', '--output-path=stdout', '--quiet', `--only-categories=${Object.keys(TARGETS).join(',')}`, `--chrome-path=${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (run.status !== 0) throw new Error(`lighthouse ${pagePath} failed: ${run.stderr.slice(-2000)}`);
    const lhr = JSON.parse(run.stdout) as { categories: Record<string, { id: string; score: number | null; auditRefs: { id: string; weight: number }[] }>; audits: Record<string, { score: number | null; numericValue?: number }> };
    const audits = lhr.audits;
    rows[name] = Object.fromEntries(Object.keys(TARGETS).map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]));
    rows[name].LCP_ms = Math.round(audits['largest-contentful-paint']?.numericValue ?? 0);
    rows[name].TBT_ms = Math.round(audits['total-blocking-time']?.numericValue ?? 0);
    rows[name].CLS_x1000 = Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000);
    const failing = Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1).map((r) => `${c.id}:${r.id}`));
    if (failing.length) console.log(`  ${name}: audits below 100: ${failing.slice(0, 12).join(', ')}`);
  }
  return rows;
}

/** Every script the newsroom's HTML loads from /_next/static, gzipped. */
async function firstLoadJs(baseURL: string) {
  const html = await (await get(`${baseURL}/en-US/newsroom`)).text();
  // nomodule scripts (Next's legacy polyfills) are never fetched by the browsers that run modules.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /src="([^"]+\.js)"/.exec(tag)?.[1]).filter((src): src is string => Boolean(src)))];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await get(new URL(src, baseURL))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: sources.length, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1) };
}

/** Without Accept-Encoding (the page as is) and as browsers ask for it (compressed). */
async function throughput(baseURL: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 20; i++) await fetch(`${baseURL}/en-US/newsroom`, { headers });
  const result = await autocannon({ url: `${baseURL}/en-US/newsroom`, connections: 50, duration: 10, pipelining: 1, headers });
  return { requestsPerSecond: Math.round(result.requests.average), bytesPerResponse: Math.round(result.throughput.average / Math.max(1, result.requests.average)), latencyP50ms: result.latency.p50, latencyP99ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function main() {
  let baseURL = process.env.BENCH_URL;
  const ownServers = !baseURL;
  if (ownServers) {
    console.log('Starting a seeded CMS on PostgreSQL and a production build of the site…');
    await globalSetup().catch(async (error: unknown) => {
      await globalTeardown();
      throw error;
    });
    baseURL = process.env.E2E_BASE_URL!;
  }
  try {
    const load1 = () => loadavg().map((l) => l.toFixed(2)).join(', ');
    console.log(`\nMeasuring ${baseURL} (load average ${load1()})\n`);
    const scores = await lighthouseScores(baseURL!);
    console.log('Lighthouse 12, mobile (simulated throttling):');
    console.table(scores);
    const js = await firstLoadJs(baseURL!);
    console.log(`First-load JavaScript of the newsroom: ${js.gzipKB} KB gzip (${js.rawKB} KB raw, ${js.scripts} scripts; budget ${JS_BUDGET_KB} KB)`);
    const load = await throughput(baseURL!);
    const report = (label: string, r: typeof load) => console.log(`Cached newsroom throughput, ${label} (autocannon, 50 connections, 10 s): ${r.requestsPerSecond} req/s, ${(r.bytesPerResponse / 1024).toFixed(1)} KB per response, p50 ${r.latencyP50ms} ms, p99 ${r.latencyP99ms} ms, non-2xx ${r.non2xx}, errors ${r.errors} (target ${THROUGHPUT_TARGET} req/s)`);
    report('uncompressed', load);
    const compressed = await throughput(baseURL!, { 'accept-encoding': 'gzip, deflate, br' });
    report('as browsers ask (Accept-Encoding: gzip, deflate, br)', compressed);
    const misses = [
      ...Object.entries(scores).flatMap(([page, s]) => Object.entries(TARGETS).filter(([k, t]) => s[k] < t).map(([k, t]) => `${page} ${k} ${s[k]} < ${t}`)),
      ...(js.gzipKB > JS_BUDGET_KB ? [`first-load JS ${js.gzipKB} KB > ${JS_BUDGET_KB} KB`] : []),
      ...[load, compressed].filter((r) => r.requestsPerSecond < THROUGHPUT_TARGET).map((r) => `throughput ${r.requestsPerSecond} < ${THROUGHPUT_TARGET} req/s`),
    ];
    console.log(`Load average at the end: ${load1()}`);
    console.log(misses.length ? `\nBelow target: ${misses.join('; ')}` : '\nAll targets met.');
  } finally {
    if (ownServers) await globalTeardown();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
