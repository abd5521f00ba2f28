import type { Server } from 'node:http';
import { expect, inject } from 'vitest';
import type { Knex } from 'knex';
import { waitForIdleDatabase } from 'cms/seeding';
import { bootCms, createDatabase, markSharedCms, type TestCms } from './cms';

/**
 * One CMS per Vitest worker, shared by the test files of a non-isolated project (`isolate: false`
 * keeps this module, and the CMS in it, from one file to the next). Each file gets the database as it
 * was right after boot: every table is emptied and refilled from a copy taken then, sequences
 * included, in one transaction, and the CMS forgets what it cached of the old rows.
 *
 * Settings Strapi reads once at boot are the same for every file (BOOT_ENV below). Settings the CMS
 * reads on each request (REQUEST_ENV) may differ per file: they are set for the file and put back
 * when it releases the CMS.
 */

/** Read by the CMS when it boots: the same for every file that shares it. */
export interface SharedBootEnv {
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
}

/** Read by the CMS on each request (process.env): a file may set its own. */
export const REQUEST_ENV = [
  'NEWSROOM_DATE_LIMIT',
  'NEWSROOM_CACHE_TTL_MS',
  'PREVIEW_SECRET',
  'WEB_REVALIDATE_URL',
  'REVALIDATE_SECRET',
  'NEWSLETTER_INGEST_TOKEN',
] as const;
export type RequestEnv = Partial<Record<(typeof REQUEST_ENV)[number], string>>;

/** The copy of the database after boot lives in this schema of the same database. */
const BASELINE = 'shared_cms_baseline';

interface Shared {
  cms: TestCms;
  schema: string;
  boot: string;
  /** Each table and its stored columns, quoted (what the baseline copies). */
  tables: Array<{ name: string; columns: string }>;
  sequences: Array<{ name: string; value: string; called: boolean }>;
  inUse: boolean;
  /** Why the CMS can no longer be shared, once a file broke it. */
  broken?: string;
}

let shared: Promise<Shared> | undefined;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A digest of the schema's tables, columns, constraints and indexes: a file must leave it as it found it. */
async function schemaDigest(knex: Knex): Promise<string> {
  const { rows } = await knex.raw(`
    SELECT md5(string_agg(line, E'\n' ORDER BY line)) AS digest FROM (
      SELECT format('column %s.%s %s %s %s', table_name, column_name, data_type, is_nullable, column_default) AS line
        FROM information_schema.columns WHERE table_schema = current_schema()
      UNION ALL
      SELECT format('constraint %s %s', conrelid::regclass, pg_get_constraintdef(oid))
        FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
      UNION ALL
      SELECT format('index %s', indexdef) FROM pg_indexes WHERE schemaname = current_schema()
    ) AS schema`);
  return (rows as Array<{ digest: string }>)[0]!.digest;
}

async function bootShared(bootEnv: SharedBootEnv): Promise<Shared> {
  const database = await createDatabase(`${inject('sharedCmsPrefix')}_${process.pid}`);
  // No publish poller: the tests that schedule run the claimers themselves.
  const cms = await bootCms(database, { ...bootEnv, PUBLISH_SCHEDULER_SECONDS: '0' });
  markSharedCms();
  await waitForIdleDatabase(cms.strapi);
  const knex = cms.strapi.db.connection;
  const names = (
    (await knex.raw(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`)).rows as Array<{ tablename: string }>
  ).map((row) => row.tablename);
  // Each table's stored columns: a generated column (the search index's tsvector) is computed again, never copied.
  const tables: Shared['tables'] = [];
  for (const name of names) {
    const columns = (
      await knex.raw(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? AND is_generated = 'NEVER' ORDER BY ordinal_position`,
        [name],
      )
    ).rows as Array<{ column_name: string }>;
    tables.push({ name, columns: columns.map((c) => quote(c.column_name)).join(', ') });
  }
  const sequences: Shared['sequences'] = [];
  await knex.transaction(async (trx) => {
    await trx.raw(`CREATE SCHEMA ${BASELINE}`);
    for (const table of tables) await trx.raw(`CREATE TABLE ${BASELINE}.${quote(table.name)} AS SELECT ${table.columns} FROM ${quote(table.name)}`);
    const sequenceNames = (await trx.raw(`SELECT sequencename FROM pg_sequences WHERE schemaname = current_schema()`)).rows as Array<{ sequencename: string }>;
    for (const { sequencename } of sequenceNames) {
      const row = (await trx.raw(`SELECT last_value::text AS value, is_called AS called FROM ${quote(sequencename)}`)).rows[0] as {
        value: string;
        called: boolean;
      };
      sequences.push({ name: sequencename, ...row });
    }
  });
  return { cms, schema: await schemaDigest(knex), boot: JSON.stringify(bootEnv), tables, sequences, inUse: false };
}

/** Puts every table and sequence back as it was after boot, in one transaction. */
async function restore(knex: Knex, state: Shared): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw(`TRUNCATE ${state.tables.map((table) => quote(table.name)).join(', ')}`);
    // The copy is consistent as a whole, not table by table in this order: no foreign key triggers meanwhile.
    await trx.raw(`SET LOCAL session_replication_role = replica`);
    for (const table of state.tables)
      await trx.raw(
        `INSERT INTO ${quote(table.name)} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT ${table.columns} FROM ${BASELINE}.${quote(table.name)}`,
      );
    for (const seq of state.sequences) await trx.raw(`SELECT setval(?, ?::bigint, ?)`, [quote(seq.name), seq.value, seq.called]);
  });
}

/**
 * The worker's CMS, with the database as it was after boot and `env` set until stop(). stop() waits
 * for the database to be idle, closes the server if the file made it listen and puts the
 * environment back; the CMS itself stays up for the next file, and globalSetup drops its database.
 */
export async function sharedCms(bootEnv: SharedBootEnv, env: RequestEnv = {}): Promise<TestCms> {
  for (const key of Object.keys(env)) {
    if (!(REQUEST_ENV as readonly string[]).includes(key))
      throw new Error(`sharedCms: ${key} is read at boot; a file that needs its own value boots its own CMS (startCms)`);
  }
  shared ??= bootShared(bootEnv);
  const state = await shared;
  if (state.broken) throw new Error(`sharedCms: ${state.broken}`);
  if (state.boot !== JSON.stringify(bootEnv)) throw new Error('sharedCms: every file sharing the CMS boots it with the same settings');
  if (state.inUse) throw new Error('sharedCms: the previous file did not stop() the shared CMS');
  state.inUse = true;
  const file = expect.getState().testPath;
  const { strapi } = state.cms;
  await restore(strapi.db.connection, state);
  // The versions that key the result caches went back with the tables: what was cached goes too.
  (strapi.service('api::newsroom.newsroom') as unknown as { forget(): void }).forget();
  (strapi.service('api::search.search') as unknown as { forget(): void }).forget();

  const previous = Object.fromEntries(REQUEST_ENV.map((key) => [key, process.env[key]]));
  for (const key of REQUEST_ENV) delete process.env[key];
  Object.assign(process.env, env);

  return {
    strapi,
    database: state.cms.database,
    async stop() {
      await waitForIdleDatabase(strapi);
      const server: Server = strapi.server.httpServer;
      if (server.listening) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      for (const [key, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      state.inUse = false;
      if ((await schemaDigest(strapi.db.connection)) !== state.schema) {
        state.broken = `${file ?? 'a test file'} changed the database schema (a table, column, constraint or index) and did not put it back`;
        throw new Error(`sharedCms: ${state.broken}`);
      }
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prefix of this run's shared CMS databases (globalSetup drops them at the end). */
    sharedCmsPrefix: string;
  }
}
