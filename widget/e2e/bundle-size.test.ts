import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { DIST } from '../scripts/build';

/**
 * The size budgets (README, "Working on it"), measured as the bench measures them: the files dist/ ships (global-setup
 * builds them with the shipping pipeline), minified and gzipped at level 9. The element's languages are lazy chunks.
 */
it.each([
  ['add-to-calendar-button.js', 25],
  ['core.js', 10],
])('dist/%s is at most %i KB min + gzip', (file, kb) => {
  const gzip = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  expect(gzip).toBeLessThanOrEqual(kb * 1024);
});
