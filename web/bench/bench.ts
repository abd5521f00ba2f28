/**
 * `npm run bench:web`: Lighthouse (mobile) on the newsroom, an article, an event and a landing page;
 * first-load JavaScript of the newsroom (gzip); the cached newsroom's throughput through the scale
 * profile's balancer (deploy/nginx/scale.conf, its micro-cache) beside the site instance alone, in the
 * same run, with wrk when it is installed (testing/balancer.mjs).
 * Starts its own seeded CMS on PostgreSQL and a production build of the site (the e2e setup), or
 * measures BENCH_URL when it is given (a running site with the seeded content).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadavg, tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { cachedThroughputSideBySide, startBalancer } from 'testing/balancer';
import { freePort } from 'testing/cms';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SEEDED } from 'seeds';
import globalSetup from '../e2e/global-setup';
import globalTeardown from '../e2e/global-teardown';
import { chunkGuardScript } from '../chrome/chunk-guard.mjs';

const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
/**
 * The site's own client code on the newsroom, on top of Next's runtime (the runtime itself, React DOM
 * and the app router, is the floor of any app-router page: about 128 KB gzip with Next 16.4.6).
 */
const SITE_JS_BUDGET_KB = 15;
/** The cached newsroom through the balancer: answers a second, and the p99 latency in ms. */
const BALANCER_TARGET = { rps: 10_000, p99: 50 };
/** Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS, default 3). */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);

const CHROME_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

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
  /** The scripts Chromium fetched while Lighthouse loaded the newsroom (firstLoadJs). */
  let newsroomScripts: string[] = [];
  for (const [name, pagePath] of Object.entries(pages)) {
    // Warm the site's cache first: the benchmark measures cached pages, as visitors get them (and
    // their images, converted once to AVIF for the browsers that accept it, as Chromium does).
    const html = await (await get(baseURL + pagePath)).text();
    const images = new Set([...html.matchAll(/\/uploads\/[^"'\s,)]+/g)].map((m) => m[0]));
    for (const image of images) await (await fetch(baseURL + image, { headers: { connection: 'close', accept: CHROME_IMAGE_ACCEPT } })).arrayBuffer();
    // Lighthouse's scores vary from run to run (its documentation advises the median of several runs):
    // each page is measured LIGHTHOUSE_RUNS times and the run with the median performance is reported.
    const runs: { row: Record<string, number>; failing: string[]; scripts: string[] }[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      const result = spawnSync(
        process.execPath,
        [
          cli,
          baseURL + pagePath,
          '--output=json',
          '--output-path=stdout',
          '--quiet',
          `--only-categories=${Object.keys(TARGETS).join(',')}`,
          `--chrome-path=${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
        ],
        { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
      );
      if (result.status !== 0) throw new Error(`lighthouse ${pagePath} failed: ${result.stderr.slice(-2000)}`);
      const lhr = JSON.parse(result.stdout) as {
        categories: Record<string, { id: string; score: number | null; auditRefs: { id: string; weight: number }[] }>;
        audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: { url?: string; resourceType?: string }[] } }>;
      };
      const audits = lhr.audits;
      const row: Record<string, number> = Object.fromEntries(Object.keys(TARGETS).map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]));
      row.LCP_ms = Math.round(audits['largest-contentful-paint']?.numericValue ?? 0);
      row.TBT_ms = Math.round(audits['total-blocking-time']?.numericValue ?? 0);
      row.CLS_x1000 = Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000);
      const failing = Object.values(lhr.categories).flatMap((c) =>
        c.auditRefs.filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1).map((r) => `${c.id}:${r.id}`),
      );
      const scripts = (audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script' && r.url).map((r) => r.url!);
      runs.push({ row, failing, scripts });
    }
    const sorted = [...runs].sort((a, b) => a.row.performance - b.row.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    rows[name] = { ...median.row, perf_min: sorted[0]!.row.performance, perf_max: sorted[sorted.length - 1]!.row.performance };
    if (name === 'newsroom') newsroomScripts = median.scripts;
    if (median.failing.length) console.log(`  ${name}: audits below 100 (median run): ${median.failing.slice(0, 12).join(', ')}`);
  }
  return { rows, newsroomScripts };
}

/**
 * The newsroom's first-load JavaScript, gzip -9: every script file Chromium fetched while Lighthouse
 * loaded the page (`nomodule` legacy polyfills are never fetched by browsers that run modules), split
 * into Next's runtime (the build's `rootMainFiles` and `polyfillFiles` in `build-manifest.json`: React
 * DOM, the app router, the files every page loads) and the rest, the site's own client code on top
 * (its client components and what they import). Inline scripts are counted apart: the site's own, the
 * chunk guard, and the rest (Next's bootstrap and the page's RSC payload, the page's data written as
 * script), read as the HTML has them.
 */
async function firstLoadJs(baseURL: string, browserScripts: string[]) {
  const manifestFile = path.join(__dirname, '..', process.env.NEXT_DIST_DIR || '.next', 'build-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { rootMainFiles?: string[]; polyfillFiles?: string[] };
  const rootMainFiles = manifest.rootMainFiles ?? [];
  if (!rootMainFiles.length) throw new Error(`${manifestFile} names no rootMainFiles: cannot tell Next's runtime from the site's code`);
  const runtime = new Set([...rootMainFiles, ...(manifest.polyfillFiles ?? [])].map((file) => `/_next/${file}`));
  const files = [...new Set(browserScripts.map((url) => new URL(url).pathname))];
  const missing = rootMainFiles.map((file) => `/_next/${file}`).filter((file) => !files.includes(file));
  if (missing.length) throw new Error(`Next's runtime files of this build were not loaded by the page (another build at ${baseURL}?): ${missing.join(', ')}`);
  const sizes = { runtime: { raw: 0, gzip: 0, files: 0 }, site: { raw: 0, gzip: 0, files: 0 } };
  for (const file of files) {
    const response = await get(new URL(file, baseURL));
    if (!response.ok) throw new Error(`first-load JS: ${file} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const part = runtime.has(file) ? sizes.runtime : sizes.site;
    part.raw += body.length;
    part.gzip += gzipSync(body, { level: 9 }).length;
    part.files += 1;
  }
  const html = await (await get(`${baseURL}/en-US/newsroom`)).text();
  const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=/.test(m[1]!) && !/type="application\/(ld\+)?json"/.test(m[1]!))
    .map((m) => m[2]!)
    .filter(Boolean);
  const guard = inline.filter((body) => body === chunkGuardScript).join('');
  const rest = inline.filter((body) => body !== chunkGuardScript).join('');
  const gz = (text: string) => (text ? gzipSync(text, { level: 9 }).length : 0);
  const kb = (n: number) => +(n / 1024).toFixed(1);
  return {
    runtimeFiles: sizes.runtime.files,
    runtimeGzipKB: kb(sizes.runtime.gzip),
    siteFiles: sizes.site.files,
    siteGzipKB: kb(sizes.site.gzip + gz(guard)),
    siteRawKB: kb(sizes.site.raw + guard.length),
    totalGzipKB: kb(sizes.runtime.gzip + sizes.site.gzip + gz(guard)),
    inlineNextGzipKB: kb(gz(rest)),
    htmlGzipKB: kb(gz(html)),
  };
}

/**
 * The cached newsroom through the scale profile's balancer in front of this site (both of its upstream entries on
 * the one instance; the CMS's on the CMS), then from the instance alone: the same client, connections and time,
 * asking as browsers do (gzip).
 */
async function throughput(baseURL: string, cmsURL: string) {
  const host = (url: string) => new URL(url).host;
  const work = mkdtempSync(path.join(tmpdir(), 'bench-balancer-'));
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  const listen = { site: `127.0.0.1:${ports[0]}`, cms: `127.0.0.1:${ports[1]}`, cmsInternal: `127.0.0.1:${ports[2]}` };
  const nginx = startBalancer({ site: [host(baseURL), host(baseURL)], cms: [host(cmsURL), host(cmsURL)], listen, work, logDir: path.join(work, 'logs') });
  try {
    const balancerURL = `http://${listen.site}`;
    for (
      let i = 0;
      i < 50 &&
      !(await fetch(`${balancerURL}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await sleep(100);
    return await cachedThroughputSideBySide({ balancer: balancerURL, instance: baseURL, path: '/en-US/newsroom', seconds: 10, connections: 50 });
  } finally {
    if (nginx.pid) process.kill(-nginx.pid, 'SIGTERM');
    await sleep(300);
    rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  let baseURL = process.env.BENCH_URL;
  let cmsURL = process.env.BENCH_CMS_URL ?? baseURL!;
  const ownServers = !baseURL;
  if (ownServers) {
    console.log('Starting a seeded CMS on PostgreSQL and a production build of the site…');
    await globalSetup().catch(async (error: unknown) => {
      await globalTeardown();
      throw error;
    });
    baseURL = process.env.E2E_BASE_URL!;
    cmsURL = process.env.E2E_CMS_URL!;
  }
  try {
    const load1 = () =>
      loadavg()
        .map((l) => l.toFixed(2))
        .join(', ');
    console.log(`\nMeasuring ${baseURL} (load average ${load1()})\n`);
    const { rows: scores, newsroomScripts } = await lighthouseScores(baseURL!);
    console.log(`Lighthouse 12, mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} runs per page (perf_min/perf_max: the range):`);
    console.table(scores);
    const js = await firstLoadJs(baseURL!, newsroomScripts);
    console.log(
      `First-load JavaScript of the newsroom: ${js.totalGzipKB} KB gzip: Next's runtime ${js.runtimeGzipKB} KB (${js.runtimeFiles} files), the site's own client code ${js.siteGzipKB} KB (${js.siteFiles} files + the chunk guard; ${js.siteRawKB} KB raw; budget ${SITE_JS_BUDGET_KB} KB)`,
    );
    console.log(`  Inline scripts of Next (bootstrap and the page's RSC payload): ${js.inlineNextGzipKB} KB gzip; the whole HTML ${js.htmlGzipKB} KB gzip`);
    const { client, balancer, single } = await throughput(baseURL!, cmsURL);
    const line = (r: typeof balancer) =>
      `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${(r.bytes / 1024).toFixed(1)} KB a page, ${r.non2xx + r.errors} failed`;
    console.log(`Cached newsroom (${client}, 50 connections, 10 s each, gzip):`);
    console.log(`  through the balancer (deploy/nginx/scale.conf): ${line(balancer)} (target ≥ ${BALANCER_TARGET.rps} req/s, p99 < ${BALANCER_TARGET.p99} ms)`);
    console.log(
      `  the site instance alone:                         ${line(single)}; the balancer serves ${(balancer.rps / Math.max(1, single.rps)).toFixed(0)}× as many`,
    );
    const misses = [
      ...Object.entries(scores).flatMap(([page, s]) =>
        Object.entries(TARGETS)
          .filter(([k, t]) => s[k] < t)
          .map(([k, t]) => `${page} ${k} ${s[k]} < ${t}`),
      ),
      ...(js.siteGzipKB > SITE_JS_BUDGET_KB ? [`the site's own client code ${js.siteGzipKB} KB > ${SITE_JS_BUDGET_KB} KB`] : []),
      ...(balancer.rps < BALANCER_TARGET.rps ? [`the balancer's ${balancer.rps} req/s < ${BALANCER_TARGET.rps}`] : []),
      ...(balancer.p99 >= BALANCER_TARGET.p99 ? [`the balancer's p99 ${balancer.p99} ms ≥ ${BALANCER_TARGET.p99} ms`] : []),
      ...(balancer.non2xx + balancer.errors + single.non2xx + single.errors > 0 ? ['failed requests under load'] : []),
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
