import type { Knex } from 'knex';
import { MIGRATIONS } from './list';
import type { Migration, MigrationContext } from './migration';

/** Which migrations ran, by name (knex's table; its lock is `cms_migrations_lock`). */
export const MIGRATIONS_TABLE = 'cms_migrations';

/**
 * Runs the migrations this database has not run yet, in order, and returns their names. knex's
 * migrator, on Strapi's connection, with the list from list.ts as its source (compiled with the CMS,
 * no folder to scan): it records each one in `cms_migrations`, runs a batch in one transaction
 * (PostgreSQL and SQLite both change their schema transactionally, so a failed migration leaves
 * nothing behind, its lock row included) and refuses to start on a database that ran a migration
 * this code does not know (newer code ran there).
 *
 * Not Strapi's own `database/migrations`: Strapi runs those before its schema sync, when its tables
 * may not exist yet (a new database), and loads plain .js files from that folder, outside tsc.
 */
export async function runMigrations(knex: Knex, context: MigrationContext, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  const source: Knex.MigrationSource<Migration> = {
    getMigrations: async () => [...migrations],
    getMigrationName: (migration) => migration.name,
    getMigration: async (migration) => ({
      up: (trx: Knex) => migration.up(trx, context),
      // knex wants one; this code never rolls back (a database goes back by its backup).
      down: async () => {
        throw new Error(`${migration.name}: the CMS's migrations only go forward`);
      },
    }),
  };
  const [, ran] = (await knex.migrate.latest({ migrationSource: source, tableName: MIGRATIONS_TABLE })) as [number, string[]];
  return ran;
}
