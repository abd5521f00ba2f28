import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeFailure, runFuzz, summary } from 'testing/fuzz';
import { generateRequest } from '../fuzz/requests';
import { startFuzzTarget, type FuzzTarget } from '../fuzz/target';
import { startSharedCms } from './helpers/shared';

/** A bounded, seeded run of the fuzzer (npm run fuzz -w cms runs 10 000); FUZZ_SEED picks another seed. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const COUNT = 1000;

let target: FuzzTarget;

beforeAll(async () => {
  target = await startFuzzTarget(startSharedCms);
});
afterAll(async () => {
  await target?.stop();
});

it(`${COUNT} seeded junk requests to the public routes, the admin sign-in routes and the admin API get no 5xx and no reset (seed ${SEED})`, async () => {
  const result = await runFuzz({
    host: target.host,
    port: target.port,
    seed: SEED,
    count: COUNT,
    generate: (seed, index) => generateRequest(seed, index, target.context),
  });
  console.log(`fuzz seed ${SEED}: ${summary(result)}`);
  if (result.failures.length) {
    const shown = result.failures.slice(0, 20).map(describeFailure).join('\n');
    throw new Error(
      `seed ${SEED}: ${summary(result)}\n${shown}\nreplay: npm run fuzz -w cms -- --seed ${SEED} --only ${result.failures.map((f) => f.request.index).join(',')}`,
    );
  }
  expect(result.requests).toBe(COUNT);
  // The junk must reach the handlers, not only the guards: a good share is answered 2xx.
  const succeeded = [...result.statuses].filter(([status]) => status >= 200 && status < 300).reduce((sum, [, n]) => sum + n, 0);
  expect(succeeded).toBeGreaterThan(COUNT / 10);
});
