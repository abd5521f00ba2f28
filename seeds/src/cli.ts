/** `npm run seed [-- --reset]`: seeds the sample content into the CMS's database. */
import { parseArgs } from 'node:util';
import { describeError } from './errors';
import { describeDatabase, withStrapi } from './boot';
import { seed } from './seed';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { reset: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    strict: true,
  });
  if (values.help) {
    console.log('Usage: npm run seed [-- --reset]\n  --reset  delete the sample articles, landing pages and images, then seed again');
    return;
  }
  const started = Date.now();
  const log = (message: string): void => console.log(`[seed] ${message}`);
  log(`Booting the CMS on ${describeDatabase()}…`);
  await withStrapi(async (strapi) => {
    log(`CMS loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await seed(strapi, { reset: values.reset, log });
  });
  log(`Finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[seed] failed:', describeError(error));
    process.exit(1);
  },
);
