// @ts-check
/**
 * The test PostgreSQL server and throw-away databases on it (`cms/testing/postgres`; `cms/testing`
 * re-exports it): the CMS's tests, its benchmark, the seeds' tests and the end-to-end stacks of the
 * site and the builder all use these. Plain CommonJS with types beside it (postgres.d.ts), so that
 * the builder's plain-Node scripts can import it as well as TypeScript.
 */
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');

/** PGHOST, PGPORT, PGUSER, PGPASSWORD; default 127.0.0.1:5432, postgres, trust. */
const PG = {
  host: process.env.PGHOST ?? '127.0.0.1',
  port: Number(process.env.PGPORT ?? 5432),
  user: process.env.PGUSER ?? 'postgres',
  password: process.env.PGPASSWORD ?? '',
};

/** @param {string} name */
function checkName(name) {
  // The name is written into SQL: plain lower-case identifiers only.
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`"${name}" is not a plain lower-case PostgreSQL database name`);
  return name;
}

/**
 * The environment that points the CMS (cms/config/database.ts) at `database` on the test server.
 * @param {string} database
 * @returns {Record<string, string>}
 */
function postgresEnv(database) {
  return {
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: '',
    DATABASE_HOST: PG.host,
    DATABASE_PORT: String(PG.port),
    DATABASE_USERNAME: PG.user,
    DATABASE_PASSWORD: PG.password,
    DATABASE_NAME: checkName(database),
  };
}

/**
 * @template T
 * @param {(client: import('pg').Client) => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function admin(fn) {
  const client = new Client({ ...PG, database: 'postgres' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database named `<prefix>_<pid>_<random>` and returns its name.
 * @param {string} prefix
 * @returns {Promise<string>}
 */
async function createDatabase(prefix) {
  const name = checkName(`${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`.toLowerCase());
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  return name;
}

/**
 * Drops the database, closing its connections first; nothing happens when it does not exist.
 * @param {string} name
 * @returns {Promise<void>}
 */
async function dropDatabase(name) {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${checkName(name)} WITH (FORCE)`));
}

/**
 * Drops every database whose name starts with `prefix` (a run's databases, left to the end of the run).
 * @param {string} prefix
 * @returns {Promise<void>}
 */
async function dropDatabasesLike(prefix) {
  checkName(prefix);
  const { rows } = await admin((c) => c.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]));
  for (const { datname } of rows) await dropDatabase(datname);
}

module.exports = { PG, postgresEnv, createDatabase, dropDatabase, dropDatabasesLike };
