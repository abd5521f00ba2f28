import { compileOnce } from 'testing/cms';

/** Compile the TypeScript app once for all test files; each file then boots its own Strapi. */
export default async function setup(): Promise<void> {
  await compileOnce();
}
