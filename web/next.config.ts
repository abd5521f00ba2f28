import path from 'node:path';
import type { NextConfig } from 'next';
import { nextHeaderRules } from './security/policy.mjs';
import { STALE_TIME_MS } from './newsroom/freshness';

const config: NextConfig = {
  // The widget's React wrapper comes from its workspace as TypeScript source (contract/ is compiled: contract/dist).
  transpilePackages: ['widget'],
  poweredByHeader: false,
  // NEXT_DIST_DIR: a build dir of its own (the builder's end-to-end stack builds while web's own tests do).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // With REDIS_URL, the data cache, ISR pages and tag revalidation are shared by every site instance
  // (cache/redis-cache-handler.mjs; Next's documented custom cache handler, with no per-process copy).
  // Read when the server starts: the same build runs with or without Redis. Next loads this file as
  // CommonJS, hence __dirname.
  ...(process.env.REDIS_URL ? { cacheHandler: path.join(__dirname, 'cache', 'redis-cache-handler.mjs'), cacheMaxMemorySize: 0 } : {}),
  experimental: {
    // The root layouts are per locale (<html lang>), so unmatched URLs get app/global-not-found.tsx.
    globalNotFound: true,
    // The client router keeps a page it fetched for the spec's 5 s (newsroom/freshness.ts): going back,
    // forward or again to a newsroom state within 5 s shows it from memory, with no request and no loader.
    // Pages served from Next's own cache keep their default (5 min, refreshed by NewsroomNavigation).
    staleTimes: { dynamic: STALE_TIME_MS / 1000 },
  },
  // The security headers of every response Next serves (security/policy.mjs; the preview's CSP and HSTS
  // are set by proxy.ts, which also answers the short addresses' redirects).
  async headers() {
    return nextHeaderRules({ dev: process.env.NODE_ENV === 'development' });
  },
};

export default config;
