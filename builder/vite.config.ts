import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { builderApi } from './server/builder-api.mjs';
import { securityHeaders } from './server/security-headers.mjs';

const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const PROXIED = ['/admin', '/content-manager', '/publishing', '/upload', '/uploads', '/i18n'];

// dedupe: dnd-kit, zustand and swr are hoisted to the root, whose React is 18 (for Strapi's admin);
// they must resolve builder's own React 19 so that only one React is bundled. The `workspace-source` condition: the
// bundle takes the contract package's TypeScript sources (no build of contract/ needed, edits reload).
export default defineConfig({
  plugins: [
    react(),
    {
      name: 'builder-api',
      configureServer(server) {
        server.middlewares.use((req, res, next) => {
          if (!req.url?.startsWith('/builder-api/')) return next();
          builderApi(req, res).catch(next);
        });
      },
    },
  ],
  resolve: { dedupe: ['react', 'react-dom'], conditions: ['workspace-source', ...defaultClientConditions] },
  server: {
    port: 5173,
    strictPort: true,
    // The production server's headers, with inline scripts allowed for Vite's React refresh preamble (development only).
    headers: securityHeaders('app', { webUrl: process.env.WEB_URL ?? 'http://localhost:3000', dev: true }),
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: CMS_URL, changeOrigin: true }])),
  },
  // The palette's pictures stay files (fetched as images, cached), never data URIs in the script.
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: (file) => (file.includes('/palette/pictures/') ? false : undefined) },
});
