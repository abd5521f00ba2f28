import { compileOnce } from 'testing/cms';

/** Compile the CMS once; each integration test file then boots it on its own PostgreSQL database. */
export default async function setup(): Promise<void> {
  await compileOnce();
}
