import type { Core } from '@strapi/strapi';

interface PoolStats {
  numUsed(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/**
 * Waits until no query is running or queued. Strapi emits its entry events (webhook payloads,
 * populated with media) in the background after each write; destroying the pool under them
 * aborts their queries with an unhandled "aborted" error and a failed exit.
 */
export async function waitForIdleDatabase(strapi: Core.Strapi, timeoutMs = 15_000): Promise<void> {
  const pool = (strapi.db.connection.client as { pool?: PoolStats }).pool;
  if (!pool) return;
  const busy = () => pool.numUsed() + pool.numPendingAcquires() + pool.numPendingCreates() > 0;
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (quiet < 5 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    quiet = busy() ? 0 : quiet + 1;
  }
}
