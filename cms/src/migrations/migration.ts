import type { Knex } from 'knex';

/** The databases the CMS runs on (config/database.ts). */
export type Dialect = 'postgres' | 'sqlite';

/** What a migration is told besides its transaction. */
export interface MigrationContext {
  dialect: Dialect;
  /** For what an operator should know (rows removed, say). */
  log(message: string): void;
}

/**
 * One numbered change to the tables the CMS keeps beside Strapi's (runner.ts runs them). A migration
 * is never edited or renumbered once it has shipped: a database that ran it keeps what it did, so a
 * later change is a new migration. Table names are written out, not imported from the code that uses
 * the tables, for the same reason.
 */
export interface Migration {
  /** Its number and what it does, e.g. `0001-page-versions`: the name recorded in the migrations table. */
  name: string;
  /** Runs in the transaction of the whole batch (`knex` is that transaction). */
  up(knex: Knex, context: MigrationContext): Promise<void>;
}
