/**
 * The cached newsroom's throughput, side by side in the same run: through the site balancer (nginx's micro-cache)
 * and from one site instance alone (Next's cache), for the same time and connections, asking as a browser does
 * (gzip). Printed, not asserted: the targets are figures (docs/benchmarks.md).
 *
 * The load comes from wrk (Debian's `wrk`, or WRK_BIN) when it is installed: a client in C, on two threads. Without
 * it, autocannon, which on this 2-core machine saturates at about 7,000 answers a second of this page while nginx
 * serves many more: its figure through the balancer is then the client's limit, and the report says so.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir, log, PORTS, SITE, url } from './topology.mjs';
import { parseWrk } from './wrk.mjs';

const autocannon = createRequire(path.join(cmsDir, 'package.json'))('autocannon');

const PAGE = '/en-US/newsroom';
const CONNECTIONS = 50;
const THREADS = 2;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

/** wrk's path: WRK_BIN, or `wrk` on the PATH; null when there is none. */
function findWrk() {
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

function measureWithWrk(wrk, target, seconds) {
  const headers = Object.entries(HEADERS).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const result = spawnSync(wrk, [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', '--latency', ...headers, target], {
    encoding: 'utf8',
    timeout: (seconds + 30) * 1000,
  });
  if (result.status !== 0) throw new Error(`wrk ${target} failed: ${result.stderr || result.error}`);
  return parseWrk(result.stdout);
}

function measureWithAutocannon(target, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url: target, connections: CONNECTIONS, workers: THREADS, duration: seconds, timeout: 10, headers: HEADERS }, (error, r) =>
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

/** @param {{ seconds: number }} options */
export async function cachedThroughput({ seconds }) {
  const instance = url(PORTS.web1);
  // Warm both caches: the instance's (a render) and the balancer's.
  for (const base of [instance, SITE]) await (await fetch(base + PAGE, { headers: HEADERS })).arrayBuffer();
  const wrk = findWrk();
  const client = wrk ? `wrk (${THREADS} threads)` : `autocannon (${THREADS} workers; no wrk installed: the balancer's figure is the client's limit)`;
  const measure = (target) => (wrk ? measureWithWrk(wrk, target, seconds) : measureWithAutocannon(target, seconds));
  log(`throughput: ${client}, c=${CONNECTIONS}, ${seconds} s each, ${PAGE} through ${SITE}, then from web1 alone (${instance})`);
  const balancer = await measure(SITE + PAGE);
  const single = await measure(instance + PAGE);
  return { page: PAGE, client, connections: CONNECTIONS, seconds, balancer, single };
}
