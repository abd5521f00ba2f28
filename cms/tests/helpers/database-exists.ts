/**
 * The check behind bench/newsroom.ts's and bench/search.ts's `--database NAME`: that NAME exists on the PostgreSQL server the
 * bench connects to (testing/postgres PG: PGHOST, PGPORT, PGUSER, PGPASSWORD; default 127.0.0.1:5432,
 * postgres, trust), asked before anything starts, so that a wrong name ends the run with a sentence
 * rather than with the CMS's stack trace.
 */
import { Client } from 'pg';
import { PG } from 'testing/postgres';

export type PostgresServer = typeof PG;

/** Whether a database named exactly `name` exists on `server` (asked of pg_database over its `postgres` database). */
export async function databaseExists(name: string, server: PostgresServer = PG): Promise<boolean> {
  const client = new Client({ ...server, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

/** What the bench prints when `--database NAME` does not exist on `server`. */
export function missingDatabaseMessage(name: string, server: PostgresServer = PG, bench = 'bench:newsroom'): string {
  return (
    `${bench}: the database "${name}" given with --database does not exist on the PostgreSQL server at ${server.host}:${server.port} ` +
    `(user ${server.user}; PGHOST, PGPORT, PGUSER and PGPASSWORD choose another), so there is nothing to reuse. ` +
    'Run the bench without --database and it creates and seeds a throw-away database by itself (npm run seed:bench inside), dropped at the end; ' +
    `to keep one for reuse, add --keep (npm run ${bench} -w cms -- --keep): it prints "Seeding N articles into <name>…" ` +
    'and leaves that database in place, to pass as --database <name> on later runs.'
  );
}

/** Nothing when `name` exists on `server`; otherwise the message to print (missingDatabaseMessage). */
export async function checkBenchDatabase(name: string, server: PostgresServer = PG, bench = 'bench:newsroom'): Promise<string | undefined> {
  return (await databaseExists(name, server)) ? undefined : missingDatabaseMessage(name, server, bench);
}
