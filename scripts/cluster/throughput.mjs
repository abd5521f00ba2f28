/**
 * The cached newsroom's throughput, side by side in the same run: through the site balancer (nginx's micro-cache)
 * and from one site instance alone (Next's cache), for the same time and connections, asking as a browser does
 * (gzip), with wrk when it is installed (testing/balancer.mjs: loadClient). Printed, not asserted: the targets are
 * figures (docs/benchmarks.md).
 */
import { log, PORTS, SITE, url } from './topology.mjs';

const { loadClient } = await import('testing/balancer');

const PAGE = '/en-US/newsroom';
const CONNECTIONS = 50;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

/** @param {{ seconds: number }} options */
export async function cachedThroughput({ seconds }) {
  const instance = url(PORTS.web1);
  // Warm both caches: the instance's (a render) and the balancer's.
  for (const base of [instance, SITE]) await (await fetch(base + PAGE, { headers: HEADERS })).arrayBuffer();
  const client = loadClient();
  log(`throughput: ${client.name}, c=${CONNECTIONS}, ${seconds} s each, ${PAGE} through ${SITE}, then from web1 alone (${instance})`);
  const options = { seconds, connections: CONNECTIONS, headers: HEADERS };
  const balancer = await client.measure(SITE + PAGE, options);
  const single = await client.measure(instance + PAGE, options);
  return { page: PAGE, client: client.name, connections: CONNECTIONS, seconds, balancer, single };
}
