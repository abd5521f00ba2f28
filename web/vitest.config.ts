import { defineConfig } from 'vitest/config';
import { contractSources } from 'testing/vitest';

export default defineConfig({
  ...contractSources,
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**', '.scratch/**'],
    environment: 'node',
    // Dates are formatted in a fixed zone so results do not depend on the machine.
    env: { TZ: 'UTC' },
  },
});
