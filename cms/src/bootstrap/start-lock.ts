import type { Core } from '@strapi/strapi';
import { Client, type ClientConfig } from 'pg';

/** The key of the PostgreSQL advisory lock that a CMS instance holds while it starts (any constant bigint). */
const START_LOCK = 7_315_640_222;

/** Releases the start lock; a no-op when none was taken. Safe to call more than once. */
export type ReleaseStartLock = () => Promise<void>;

interface PostgresConnection {
  client: string;
  connection: ClientConfig & { schema?: string };
}

/**
 * Several CMS instances may start at once on one database (a deploy, a cluster's restart). Strapi's
 * own start-up is not written for that: two instances syncing a new schema collide on the same
 * `CREATE TABLE` and one exits, and the start-up work of this app (its migrations, locales, roles,
 * taxonomy, the newsroom read model's rebuild or repair) would run twice side by side. So an instance
 * takes a PostgreSQL session advisory lock in `register` (before Strapi syncs the schema) and keeps
 * it until the end of `bootstrap`: instances start one after the other, and each later one finds
 * the work done. The lock lives on a connection of its own, outside Strapi's pool, so that a crash
 * mid-start releases it with the connection. SQLite has one process by nature: no lock.
 */
export async function takeStartLock(strapi: Core.Strapi): Promise<ReleaseStartLock> {
  const settings = strapi.config.get('database.connection') as PostgresConnection;
  if (settings.client !== 'postgres') return async () => {};
  const { schema: _schema, ...connection } = settings.connection;
  const client = new Client(connection);
  // A dropped connection ends the lock by itself; the error must not take the process down with it.
  client.on('error', (error) => strapi.log.warn(`Start lock connection: ${error.message}`));
  await client.connect();
  const tried = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [START_LOCK]);
  if (!tried.rows[0].got) {
    strapi.log.info('Another CMS instance is starting on this database: waiting for it to finish');
    const since = Date.now();
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
    strapi.log.info(`The other instance has started (waited ${Math.round((Date.now() - since) / 1000)} s)`);
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    try {
      await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK]);
    } finally {
      await client.end();
    }
  };
}
