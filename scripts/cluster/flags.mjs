/**
 * The run's flags: --duration <seconds> (load, default 60), --short (10 s, the form `npm test` runs last). The site's build is
 * the test run's one build (testing/site-build.js), reused while its sources are unchanged. run.mjs imports this module first, so that a wrong flag
 * stops the run before any other module makes its work directory.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    short: { type: 'boolean', default: false },
  },
});
export const duration = Number(values.duration ?? (values.short ? 10 : 60));
if (!Number.isFinite(duration) || duration < 4) throw new Error('--duration must be a number of seconds ≥ 4');
