import { CMS, PORTS, SITE } from './topology.mjs';

/** Prints every figure of the run and returns whether it failed (a failed smoke check, a slow publish, a failed request or a lost write). */
export function report({ duration, smoke, publish, throughput, load }) {
  const r = load.result;
  const failedRequests = r.non2xx + r.errors + r.timeouts;
  const slowest = Math.max(...publish.delays);
  console.log('\n=== cluster run: figures ===');
  console.log(
    `topology          2 CMS (${PORTS.cms1}, ${PORTS.cms2}) behind nginx ${PORTS.cms}; 2 sites (${PORTS.web1}, ${PORTS.web2}) behind nginx ${PORTS.site}`,
  );
  const passed = smoke.results.filter((r) => r.problem === null).length;
  console.log(`smoke checks      ${passed} of ${smoke.results.length} passed, through ${SITE} and ${CMS}`);
  for (const r of smoke.results) if (r.problem) console.log(`  FAIL ${r.name}: ${r.url}: ${r.problem}`);
  const [web1, web2, site, api] = publish.delays;
  console.log(
    `publish           ${publish.slug} via cms1: acknowledged in ${publish.acknowledged} ms; visible on web1 after ${web1} ms, web2 after ${web2} ms, through the site balancer after ${site} ms, in the public API through the CMS balancer after ${api} ms (target ≤ 2000 ms)`,
  );
  const t = throughput;
  const line = (f) => `${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.bytes} B a page, ${f.non2xx + f.errors} failed`;
  console.log(`cached newsroom   ${t.client}, c=${t.connections}, ${t.seconds} s each, gzip: through the balancer ${line(t.balancer)}`);
  console.log(
    `                  one site instance alone ${line(t.single)}; ratio ${(t.balancer.rps / Math.max(1, t.single.rps)).toFixed(1)}× (target ≥ 10,000 req/s through the balancer, p99 < 50 ms)`,
  );
  console.log(`load              c=32, ${duration} s on ${load.paths.join(', ')}`);
  console.log(`requests          ${r.requests.total} total, ${r['2xx']} 2xx, ${r.requests.average} req/s average`);
  console.log(`latency           p50 ${r.latency.p50} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms`);
  console.log(`failed requests   ${failedRequests} (non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}) (target 0)`);
  for (const error of load.requestErrors.slice(0, 10)) console.log(`  request error at +${error}`);
  console.log(
    `writes            ${load.writes.attempted} newsletter subscriptions, ${load.writes.acknowledged.length} acknowledged, ${load.writes.failedAttempts} failed attempts resent (${load.writes.failures.join(', ') || 'none'}), ${load.writes.gaveUp.length} never acknowledged`,
  );
  console.log(`lost writes       ${load.lost.length} (acknowledged but not in the database) (target 0)`);
  console.log(`killed            cms1 and web1 (SIGKILL) at ${duration / 2} s: ${load.killed ? 'yes, both died' : 'NO'}`);
  console.log(
    `balancer          ${load.upstreamFailures} upstream failures logged by nginx during the load (each one retried on the other instance or, for a POST already sent, answered 502)`,
  );
  const throughputFailures = t.balancer.non2xx + t.balancer.errors + t.single.non2xx + t.single.errors;
  const failed = slowest > 2000 || throughputFailures > 0 || failedRequests > 0 || load.lost.length > 0 || !load.killed || !smoke.ok;
  console.log(`result            ${failed ? 'FAIL' : 'PASS'}\n`);
  return failed;
}
