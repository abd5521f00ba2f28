/**
 * Two CMS instances started at the same moment on one new PostgreSQL database (a cluster's first
 * deploy): both must come up, and the start-up work must have run as if they had started one after
 * the other: each migration once, one admin account, the two locales, each taxonomy entry once, the
 * roles once. Without the start lock (src/bootstrap/start-lock.ts), both sync the new schema side by
 * side and one of them exits on a `CREATE TABLE` that the other one made first.
 */
import { afterAll, expect, it } from 'vitest';
import { Client } from 'pg';
import { createDatabase, dropDatabase, freePort, PG } from 'testing/cms';
import { startCmsProcess, type CmsProcess } from './helpers/cms-process';
import { ADMIN } from './helpers/admin';
import { MIGRATIONS } from '../src/migrations/list';

// At info level, so that the wait for the other instance shows in the output.
const ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'info' };
let database = '';
const instances: CmsProcess[] = [];

afterAll(async () => {
  await Promise.all(instances.map((cms) => cms.kill()));
  if (database) await dropDatabase(database);
});

async function query<T extends Record<string, unknown>>(sql: string): Promise<T[]> {
  const client = new Client({ ...PG, database });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

it('two instances starting at once on a new database both come up, and the start-up work runs once', async () => {
  database = await createDatabase('start');
  const ports = [await freePort(), await freePort()];
  const started = await Promise.allSettled(ports.map((port) => startCmsProcess(database, port, ENV, 240_000)));
  for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
  const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  expect(failures, failures.join('\n\n')).toEqual([]);

  for (const cms of instances) {
    expect((await fetch(`${cms.url}/_health`)).status).toBe(204);
    const login = await fetch(`${cms.url}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(login.status, `sign-in on ${cms.url}`).toBe(200);
  }
  // One instance waited for the other (both start within the same seconds; a start takes far longer).
  const waited = instances.filter((cms) => cms.output().includes('Another CMS instance is starting on this database'));
  expect(waited.length, instances.map((cms) => cms.output()).join('\n----\n')).toBe(1);

  expect(await query(`SELECT email FROM admin_users`)).toEqual([{ email: ADMIN.email }]);
  expect((await query<{ code: string }>(`SELECT code FROM i18n_locale ORDER BY code`)).map((r) => r.code)).toEqual(['en-US', 'es-US']);
  // What start-up creates, by the columns that make a row the same row.
  const made: Array<[table: string, columns: string]> = [
    ['categories', 'key, locale'],
    ['industries', 'key, locale'],
    ['admin_roles', 'code'],
    ['up_roles', 'type'],
  ];
  // The migrations ran once, on the instance that started first.
  expect((await query<{ name: string }>(`SELECT name FROM cms_migrations ORDER BY id`)).map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
  for (const [table, columns] of made) {
    expect(await query(`SELECT ${columns}, count(*) AS n FROM ${table} GROUP BY ${columns} HAVING count(*) > 1`), `rows of ${table} made twice`).toEqual([]);
    expect((await query(`SELECT 1 FROM ${table}`)).length, `${table} is filled`).toBeGreaterThan(0);
  }
}, 300_000);
