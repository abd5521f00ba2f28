import type { TestProject } from 'vitest/node';
import { compileOnce, dropDatabasesLike } from 'testing/cms';

/** This run's shared CMS databases (testing/shared-cms) are named after it. */
const prefix = `cms_shared_${process.pid}`;

/** Compiles the TypeScript app once for all test files; drops the shared CMS databases at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('sharedCmsPrefix', prefix);
  await compileOnce();
  return () => dropDatabasesLike(`${prefix}_`);
}
