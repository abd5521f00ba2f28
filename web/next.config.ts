import type { NextConfig } from 'next';
import { nextHeaderRules } from './security/policy.mjs';

const config: NextConfig = {
  // The block types and taxonomy come from the CMS workspace as TypeScript source.
  transpilePackages: ['cms', 'widget'],
  poweredByHeader: false,
  // NEXT_DIST_DIR: a build dir of its own (the builder's end-to-end stack builds while web's own tests do).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  experimental: {
    // The root layouts are per locale (<html lang>), so unmatched URLs get app/global-not-found.tsx.
    globalNotFound: true,
  },
  // The security headers of every response Next serves (security/policy.mjs; the preview's CSP is set by proxy.ts).
  async headers() {
    return nextHeaderRules({ dev: process.env.NODE_ENV === 'development' });
  },
  async redirects() {
    return [
      { source: '/', destination: '/en-US/newsroom', permanent: false },
      { source: '/newsroom', destination: '/en-US/newsroom', permanent: false },
      { source: '/en', destination: '/en-US/newsroom', permanent: false },
      { source: '/events', destination: '/en-US/newsroom?category=events', permanent: false },
    ];
  },
};

export default config;
