/** The cluster run's reading of wrk's report (testing/wrk.mjs). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseWrk, wrkMilliseconds } from 'testing/wrk';

const report = `Running 8s test @ http://127.0.0.1:4781/en-US/newsroom
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     0.94ms    0.89ms  63.20ms   95.75%
    Req/Sec    28.89k     6.33k   37.09k    75.62%
  Latency Distribution
     50%  750.00us
     75%    0.94ms
     90%    1.39ms
     99%    1.19s 
  459553 requests in 8.00s, 7.23GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:  57420.91
Transfer/sec:      0.90GB
`;

test("wrk's latencies in every unit it prints", () => {
  assert.equal(wrkMilliseconds('750.00us'), 0.75);
  assert.equal(wrkMilliseconds('4.23ms'), 4.23);
  assert.equal(wrkMilliseconds('1.02s'), 1020);
  assert.equal(wrkMilliseconds('2.00m'), 120_000);
  assert.throws(() => wrkMilliseconds(''), /latency of ""/);
});

test("wrk's report: throughput, p50 and p99, failures, bytes a request", () => {
  assert.deepEqual(parseWrk(report), { rps: 57421, p50: 0.8, p99: 1190, non2xx: 7, errors: 5, bytes: Math.round((7.23 * 1024 ** 3) / 459553) });
});

test('a report without its figures is refused, not read as zeros', () => {
  assert.throws(() => parseWrk('unable to connect to 127.0.0.1:4781 Connection refused\n'), /not understood/);
});
