/**
 * A field that leaves the schema keeps its data where a current field takes it over: the CMS booted on
 * a database whose article settings still have the older image description (`image_alt`, as 072e0fb
 * made it) folds it into the current one, by Strapi's own migrations (database/migrations), which Strapi
 * runs before its schema sync drops the column (docs.strapi.io/cms/database-migrations), and records
 * that it did.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootCms, compileOnce, createDatabase, dropDatabase, type TestCms } from 'testing/cms';

const MIGRATION = '2026.11.28T00.00.00.fold-older-image-description.js';
let database = '';
let cms: TestCms | null = null;

beforeAll(async () => {
  await compileOnce();
  database = await createDatabase('retired');
  // A database as the CMS left it before the field went: the older column, with what editors wrote in it.
  const before = await bootCms(database);
  const db = before.strapi.db.connection;
  await db.schema.alterTable('components_shared_article_settings', (table) => table.string('image_alt', 255));
  await db('components_shared_article_settings').insert([
    { id: 201, page_title: 'Only the older description', image_alt: 'A drafting table by the window', image_alt_text: null },
    { id: 202, page_title: 'Both', image_alt: 'Older words', image_alt_text: 'Current words' },
  ]);
  await db('strapi_migrations').where('name', MIGRATION).delete();
  await before.stop();
  cms = await bootCms(database);
});

afterAll(async () => {
  await cms?.stop();
  if (database) await dropDatabase(database);
});

it('keeps the older image description in the current field where that was empty, once', async () => {
  const db = cms!.strapi.db.connection;
  expect(await db('components_shared_article_settings').whereIn('id', [201, 202]).select('id', 'image_alt_text').orderBy('id')).toEqual([
    { id: 201, image_alt_text: 'A drafting table by the window' },
    { id: 202, image_alt_text: 'Current words' },
  ]);
  expect((await db('strapi_migrations').select('name')).map((row: { name: string }) => row.name)).toContain(MIGRATION);
});
