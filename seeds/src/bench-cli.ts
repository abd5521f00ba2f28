/** `npm run seed:bench -- --count 100000 [--force] [--no-images] [--seed 42]`: fills a database fast for performance work. */
import { parseArgs } from 'node:util';
import { describeError } from './errors';
import { describeDatabase, withStrapi } from './boot';
import { BenchRefused, seedBench } from './bench/bench';

const USAGE = `Usage: npm run seed:bench -- --count N [--force] [--no-images] [--seed S]
  --count N     number of synthetic articles (default 100000)
  --force       run even if the database holds articles seed:bench did not make
  --no-images   do not upload/link the sample images as main images
  --seed S      random seed (default 42)`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      force: { type: 'boolean', default: false },
      'no-images': { type: 'boolean', default: false },
      seed: { type: 'string', default: '42' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return console.log(USAGE);
  const count = Number(values.count);
  const seed = Number(values.seed);
  if (!/^\d+$/.test(values.count) || count < 1) throw new Error(`--count must be a whole number of at least 1 (got "${values.count}")\n${USAGE}`);
  if (!/^\d+$/.test(values.seed)) throw new Error(`--seed must be a whole number (got "${values.seed}")`);
  const started = Date.now();
  const log = (message: string): void => console.log(`[seed:bench] ${message}`);
  log(`Booting the CMS on ${describeDatabase()}…`);
  await withStrapi(async (strapi) => {
    log(`CMS loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const report = await seedBench(strapi, { count, force: values.force, images: !values['no-images'], seed, log });
    log(
      `Done: ${report.inserted} articles in ${((report.insertMs + report.readModelMs + report.searchMs) / 1000).toFixed(1)} s (insert ${(report.insertMs / 1000).toFixed(1)} s, read model ${(report.readModelMs / 1000).toFixed(1)} s, search index ${(report.searchMs / 1000).toFixed(1)} s)`,
    );
  });
  log(`Finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof BenchRefused) console.error(`[seed:bench] refused: ${error.message}`);
    else console.error('[seed:bench] failed:', describeError(error));
    process.exit(1);
  },
);
