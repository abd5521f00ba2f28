import { defineConfig } from 'vitest/config';
import { contractSources } from 'testing/vitest';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  ...contractSources,
  resolve: { ...contractSources.resolve, dedupe: ['react', 'react-dom'] },
  test: {
    environment: 'jsdom',
    // zustand is installed at the root, beside the root's React 18: bundled here, it gets the
    // builder's React 19 (resolve.dedupe) as in the app, so components that use the store render.
    server: { deps: { inline: ['zustand'] } },
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts'],
  },
});
