import { defineConfig } from 'vitest/config';
import { contractSources } from 'testing/vitest';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  ...contractSources,
  resolve: { ...contractSources.resolve, dedupe: ['react', 'react-dom'] },
  test: {
    environment: 'jsdom',
    // zustand and React Aria are installed at the root, beside the root's React 18: bundled here, they
    // get the builder's React 19 (resolve.dedupe) as in the app, so components that use them render.
    server: { deps: { inline: ['zustand', /[\\/](react-aria-components|react-aria|react-stately|lucide-react)[\\/]/] } },
    setupFiles: ['src/test-setup.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts'],
  },
});
