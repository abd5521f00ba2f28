import type { TestProject } from 'vitest/node';
import { buildWidget } from '../scripts/build';
import { startServer } from '../scripts/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the bundle the browser tests load, and serves it with the RSVP mock. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildWidget();
  const server = await startServer(0);
  project.provide('baseUrl', server.url);
  return () => server.close();
}
