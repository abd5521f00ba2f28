// @ts-check
/**
 * The scale profile's balancer (deploy/nginx/scale.conf: round robin, passive health checks, retries of idempotent
 * requests, the micro-cache) run on this machine by Debian's nginx, with local addresses swapped in, as a foreground
 * child whose files all live in a work directory; and the cached throughput of a page measured through it or
 * past it. Used by the cluster run (scripts/cluster) and `npm run bench:web`.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseWrk } from './wrk.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';

/**
 * deploy/nginx/scale.conf with this machine's addresses: both upstreams' instances, the three listeners, and nginx's
 * own files (pid, logs, temp and cache directories) under `work`.
 * @param {{ site: [string, string], cms: [string, string], listen: { site: string, cms: string, cmsInternal: string }, work: string, logDir: string }} options
 */
export function balancerConfig({ site, cms, listen, work, logDir }) {
  let conf = readFileSync(path.join(root, 'deploy/nginx/scale.conf'), 'utf8');
  /** @param {string} from @param {string} to */
  const swap = (from, to) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx/scale.conf no longer has "${from}": update testing/balancer.mjs`);
    conf = conf.replace(from, to);
  };
  swap('server web:3000 ', `server ${site[0]} `);
  swap('server web-2:3000 ', `server ${site[1]} `);
  swap('server cms:1337 ', `server ${cms[0]} `);
  swap('server cms-2:1337 ', `server ${cms[1]} `);
  swap('listen 8000;', `listen ${listen.site};`);
  swap('listen 8337;', `listen ${listen.cms};`);
  swap('listen 8338;', `listen ${listen.cmsInternal};`);
  swap('/var/cache/nginx/site ', `${work}/cache/site `);
  swap('/var/cache/nginx/api ', `${work}/cache/api `);
  // One worker per core, as in the scale profile (auto), so that the balancer's throughput is measured as deployed.
  swap('worker_processes auto;', `daemon off;\nmaster_process on;\nworker_processes auto;\npid ${work}/nginx.pid;\nerror_log ${logDir}/nginx-error.log warn;`);
  swap(
    'http {',
    // keepalive_requests: nginx closes a client's keep-alive connection after 1,000 requests (its default), and a load
    // generator, which sends the next request as soon as an answer is read, can meet that close as a socket error.
    // Browsers reconnect.
    `http {\n  access_log off;\n  keepalive_requests 1000000;\n  client_body_temp_path ${work}/client_body;\n  proxy_temp_path ${work}/proxy;\n  fastcgi_temp_path ${work}/fastcgi;\n  uwsgi_temp_path ${work}/uwsgi;\n  scgi_temp_path ${work}/scgi;`,
  );
  return conf;
}

/**
 * Writes the configuration into `work`, checks it with `nginx -t` and starts nginx in the foreground, its output in
 * `out` (a file descriptor, or 'ignore').
 * @param {Parameters<typeof balancerConfig>[0] & { out?: number | 'ignore' }} options
 * @returns {import('node:child_process').ChildProcess}
 */
export function startBalancer(options) {
  const { work } = options;
  // nginx started by root runs its workers as nobody: they buffer large answers in the temp paths and keep the cache
  // under the work directory, which mkdtemp made 0700. Let them through (not list) it.
  chmodSync(work, 0o711);
  // The micro-cache's directories are made by nginx under this one (the nginx image has /var/cache/nginx).
  mkdirSync(path.join(work, 'cache'), { recursive: true });
  mkdirSync(options.logDir, { recursive: true });
  const file = path.join(work, 'nginx.conf');
  writeFileSync(file, balancerConfig(options));
  const check = spawnSync(NGINX, ['-t', '-p', work, '-c', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  const out = options.out ?? 'ignore';
  return spawn(NGINX, ['-p', work, '-c', file], { detached: true, stdio: ['ignore', out, out] });
}

/** wrk's path: WRK_BIN, or `wrk` on the PATH; null when there is none. */
export function findWrk() {
  const candidates = process.env.WRK_BIN ? [process.env.WRK_BIN] : (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'wrk'));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there
    }
  }
  return null;
}

/** @typedef {{ rps: number, p50: number, p99: number, non2xx: number, errors: number, bytes: number }} LoadFigures */

const THREADS = 2;

/**
 * The load client this machine has: wrk (Debian's `wrk`, or WRK_BIN), a client in C on two threads, when installed;
 * else autocannon on two worker threads, which on a 2-core machine saturates at about 7,000 answers a second of a
 * 17 KB page, well before nginx does: then a figure through the balancer is the client's limit, and `name` says so.
 */
export function loadClient() {
  const wrk = findWrk();
  return {
    name: wrk ? `wrk (${THREADS} threads)` : `autocannon (${THREADS} workers; wrk is not installed, so a figure through the balancer is the client's limit)`,
    /**
     * @param {string} target
     * @param {{ seconds: number, connections: number, headers?: Record<string, string> }} options
     * @returns {Promise<LoadFigures>}
     */
    measure: (target, { seconds, connections, headers = {} }) =>
      wrk ? measureWithWrk(wrk, target, seconds, connections, headers) : measureWithAutocannon(target, seconds, connections, headers),
  };
}

/** @param {string} wrk @param {string} target @param {number} seconds @param {number} connections @param {Record<string, string>} headers */
async function measureWithWrk(wrk, target, seconds, connections, headers) {
  const args = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const run = promisify(execFile);
  const { stdout } = await run(wrk, [`-t${THREADS}`, `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '--latency', ...args, target], {
    encoding: 'utf8',
    timeout: (seconds + 30) * 1000,
  }).catch((/** @type {Error & { stderr?: string }} */ error) => {
    throw new Error(`wrk ${target} failed: ${error.stderr || error.message}`);
  });
  return parseWrk(stdout);
}

/** @param {string} target @param {number} seconds @param {number} connections @param {Record<string, string>} headers */
function measureWithAutocannon(target, seconds, connections, headers) {
  const autocannon = createRequire(import.meta.url)('autocannon');
  return new Promise((resolve, reject) => {
    autocannon(
      { url: target, connections, workers: THREADS, duration: seconds, timeout: 10, headers },
      (/** @type {Error | null} */ error, /** @type {any} */ r) =>
        error
          ? reject(error)
          : resolve({
              rps: Math.round(r.requests.average),
              p50: r.latency.p50,
              p99: r.latency.p99,
              non2xx: r.non2xx,
              errors: r.errors + r.timeouts,
              bytes: Math.round(r.throughput.average / Math.max(1, r.requests.average)),
            }),
    );
  });
}

/** What a browser asks a page with: HTML, compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

/**
 * A cached page's throughput through the balancer, then from one site instance alone, in the same run: the same
 * client, connections and time, asking as a browser does. Both caches are warmed first (the instance renders the page
 * once, the balancer keeps it).
 * @param {{ balancer: string, instance: string, path: string, seconds: number, connections: number }} options
 */
export async function cachedThroughputSideBySide({ balancer, instance, path: page, seconds, connections }) {
  for (const base of [instance, balancer]) for (let i = 0; i < 5; i++) await (await fetch(base + page, { headers: BROWSER_HEADERS })).arrayBuffer();
  const client = loadClient();
  const options = { seconds, connections, headers: BROWSER_HEADERS };
  const throughBalancer = await client.measure(balancer + page, options);
  const single = await client.measure(instance + page, options);
  return { client: client.name, balancer: throughBalancer, single };
}
