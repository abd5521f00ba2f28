import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PG } from 'testing/postgres';
import { checkBenchDatabase, databaseExists } from './database-exists';

// Against the test PostgreSQL server itself (testing/postgres), as bench/newsroom.ts asks it.
describe('checkBenchDatabase (bench:newsroom --database)', () => {
  it('finds a database that exists', async () => {
    expect(await databaseExists('postgres')).toBe(true);
    expect(await checkBenchDatabase('postgres')).toBeUndefined();
  });

  it('reports a missing database, naming it, the server and how to get one', async () => {
    const name = `no_such_bench_db_${randomBytes(6).toString('hex')}`;
    expect(await databaseExists(name)).toBe(false);
    const message = await checkBenchDatabase(name);
    expect(message).toContain(`the database "${name}" given with --database does not exist`);
    expect(message).toContain(`${PG.host}:${PG.port}`);
    expect(message).toContain('without --database');
    expect(message).toContain('--keep');
    expect(message).not.toContain('\n');
  });
});
