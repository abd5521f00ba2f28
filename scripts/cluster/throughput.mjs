/**
 * The cached newsroom's throughput, side by side in the same run: through the site balancer (nginx's micro-cache)
 * and from one site instance alone (Next's cache), with wrk when it is installed (testing/balancer.mjs). Printed, not
 * asserted: the targets are figures (docs/benchmarks.md).
 */
import { log, PORTS, SITE, url } from './topology.mjs';

const { cachedThroughputSideBySide } = await import('testing/balancer');

const PAGE = '/en-US/newsroom';
const CONNECTIONS = 50;

/** @param {{ seconds: number }} options */
export async function cachedThroughput({ seconds }) {
  const instance = url(PORTS.web1);
  log(`throughput: c=${CONNECTIONS}, ${seconds} s each, ${PAGE} through ${SITE}, then from web1 alone (${instance})`);
  const figures = await cachedThroughputSideBySide({ balancer: SITE, instance, path: PAGE, seconds, connections: CONNECTIONS });
  return { page: PAGE, connections: CONNECTIONS, seconds, ...figures };
}
