import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { externalStack, STATE_FILE, type E2EState } from 'testing/site-e2e';
import { dropDatabase } from 'testing/cms';
import { removeSiteBuildCopy } from 'testing/site-build';

/**
 * Stops the CMS and the site started by global-setup.ts (by process group), drops the database and removes the site build's copy; an
 * external stack (E2E_SITE_URL) is not the suite's own, and is left running.
 */
export default async function globalTeardown(): Promise<void> {
  if (externalStack()) return;
  const file = path.resolve(__dirname, '..', STATE_FILE);
  if (!existsSync(file)) return;
  const state = JSON.parse(readFileSync(file, 'utf8')) as E2EState;
  for (const pid of state.pids) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await new Promise((r) => setTimeout(r, 1500));
  for (const pid of state.pids) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await dropDatabase(state.database);
  if (state.distDir) removeSiteBuildCopy(state.distDir);
  rmSync(file, { force: true });
}
