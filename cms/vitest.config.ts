import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The test files that share their worker's CMS (testing/shared-cms): one boot for all of them, each
 * file starting from the database as it was after boot. The others (unit tests, and files about boot
 * itself: production mode, SQLite, S3, restarts, crashes, several instances) each run in a fresh process.
 */
const SHARED_CMS = [
  'tests/smoke.test.ts',
  'tests/hardening.test.ts',
  'tests/history.test.ts',
  'tests/newsroom.test.ts',
  'tests/public-api.test.ts',
  'tests/publishing.test.ts',
  'tests/rsvp.test.ts',
  'tests/user-accounts.test.ts',
  'tests/widget-rsvp.test.ts',
  'tests/fuzz.test.ts',
  'tests/shared-cms.test.ts',
  'tests/roles.test.ts',
  'tests/search.test.ts',
  'tests/live.test.ts',
];

/** What every project runs with (projects do not inherit the root's settings). */
const common = {
  testTimeout: 60_000,
  hookTimeout: 180_000,
  pool: 'forks',
} as const;

export default defineConfig({
  test: {
    // Once for the run, not per project.
    globalSetup: ['tests/global-setup.ts'],
    // One file at a time: the files that boot a CMS are most of the time, and each is busy on 2 cores.
    fileParallelism: false,
    projects: [
      { test: { ...common, name: 'shared-cms', include: SHARED_CMS, isolate: false, sequence: { groupOrder: 0 } } },
      {
        test: {
          ...common,
          name: 'isolated',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts', 'fuzz/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SHARED_CMS],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
