// @ts-check
// Plain JavaScript: vitest.config.ts files load it without a TypeScript loader.
import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Vitest settings every workspace's tests share: they read the contract package's TypeScript sources (its
 * `workspace-source` export condition), not its build in contract/dist, so a test never runs against a stale build.
 */
export const contractSources = {
  resolve: { conditions: ['workspace-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['workspace-source', ...defaultServerConditions] } },
};
