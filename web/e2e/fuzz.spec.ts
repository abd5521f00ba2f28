import { describeFailure, runFuzz, summary } from 'testing/fuzz';
import { expect, test } from './fixtures';
import { generateSiteRequest } from './fuzz-requests';

/** Seeded junk to the site's own routes (e2e/fuzz-requests.ts); FUZZ_SEED picks another seed. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const COUNT = 400;

test(`${COUNT} seeded junk requests to the site get no 5xx, no reset and no hang (seed ${SEED})`, async () => {
  test.setTimeout(300_000);
  const { hostname, port } = new URL(process.env.E2E_BASE_URL!);
  const result = await runFuzz({
    host: hostname,
    port: Number(port),
    seed: SEED,
    count: COUNT,
    generate: generateSiteRequest,
    concurrency: 4,
    timeoutMs: 30_000,
  });
  console.log(`site fuzz seed ${SEED}: ${summary(result)}`);
  const shown = result.failures.slice(0, 20).map(describeFailure).join('\n');
  expect(result.failures, `seed ${SEED}: ${summary(result)}\n${shown}`).toEqual([]);
  // The junk must reach the pages and handlers, not only error paths.
  expect(result.statuses.get(200) ?? 0).toBeGreaterThan(COUNT / 10);
});
