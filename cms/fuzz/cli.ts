/**
 * `npm run fuzz -w cms -- --count 10000 --seed 7 [--only 12,345]`: sends seeded junk to the public
 * routes, Strapi's admin sign-in routes and the admin API (with a token) of an in-process CMS and prints `N requests, X 5xx, Y resets` (then each failure). Exits
 * non-zero on any 5xx, reset, timeout or client error.
 */
import { compileOnce } from 'testing/cms';
import { describeFailure, runFuzz, summary } from 'testing/fuzz';
import { generateRequest } from './requests';
import { startFuzzTarget } from './target';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function integer(name: string, fallback: number): number {
  const text = option(name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`--${name} must be a whole number (got "${text}")`);
  return Number(text);
}

async function main(): Promise<number> {
  const count = integer('count', 10_000);
  const seed = integer('seed', Date.now() % 1_000_000);
  const only = option('only')?.split(',').map(Number);
  await compileOnce();
  const target = await startFuzzTarget();
  try {
    console.error(`fuzzing with seed ${seed}`);
    const result = await runFuzz({
      host: target.host,
      port: target.port,
      seed,
      count,
      only,
      generate: (seed, index) => generateRequest(seed, index, target.context),
      concurrency: integer('concurrency', 6),
    });
    console.log(summary(result));
    console.error(
      `statuses: ${[...result.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
    );
    for (const failure of result.failures) console.log(describeFailure(failure));
    if (result.failures.length) console.log(`replay: npm run fuzz -w cms -- --seed ${seed} --only ${result.failures.map((f) => f.request.index).join(',')}`);
    return result.failures.length ? 1 : 0;
  } finally {
    await target.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
