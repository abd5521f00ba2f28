import { E2E_ADMIN, E2E_NOW, E2E_SECRETS } from './e2e-env';

/** Fixed values shared by the end-to-end setup and the tests (e2e-env.js). */
export { E2E_ADMIN, E2E_NOW, E2E_SECRETS };
export const STATE_FILE = '.e2e-state.json';

export interface E2EState {
  baseURL: string;
  cmsURL: string;
  /** The site's BUILDER_ORIGINS (only it may frame the draft preview): a free port where a test may listen. */
  builderOrigin: string;
  database: string;
  /** The copy of the site's build the suite's site serves (NEXT_DIST_DIR, relative to web/). */
  distDir?: string;
  /**
   * Where the CMS sends its revalidation webhook (WEB_REVALIDATE_URL): a port kept for the first of the
   * two site instances that share a Redis cache (shared-cache.spec.ts); nothing listens there otherwise.
   */
  webhookSiteURL: string;
  pids: number[];
}

/**
 * The CMS's environment the tests assume (besides its database, host and port): e2e/cms-server.ts seeds
 * at E2E_NOW, which is also the newsroom's date limit; the secrets and the admin of E2E_SECRETS and
 * E2E_ADMIN; the revalidation webhook to `webhookURL`.
 */
export const cmsEnv = (webhookURL: string) => ({
  NODE_ENV: 'development' as const,
  E2E_NOW,
  NEWSROOM_DATE_LIMIT: E2E_NOW,
  PREVIEW_SECRET: E2E_SECRETS.preview,
  NEWSLETTER_INGEST_TOKEN: E2E_SECRETS.newsletterToken,
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  WEB_REVALIDATE_URL: webhookURL,
  REVALIDATE_SECRET: E2E_SECRETS.revalidate,
  STRAPI_TELEMETRY_DISABLED: 'true',
  BROWSER: 'false',
});

/** The site's environment the tests assume, at build and at run time (besides its port and host). */
export const siteEnv = (cmsURL: string, baseURL: string, builderOrigin: string) => ({
  CMS_URL: cmsURL,
  SITE_URL: baseURL,
  BRAND_NAME: 'Meridian',
  PREVIEW_SECRET: E2E_SECRETS.preview,
  REVALIDATE_SECRET: E2E_SECRETS.revalidate,
  NEWSLETTER_INGEST_TOKEN: E2E_SECRETS.newsletterToken,
  BUILDER_ORIGINS: builderOrigin,
  NEXT_TELEMETRY_DISABLED: '1',
});

/** An already running stack the suite tests instead of starting its own (global-setup.ts). */
export interface ExternalStack {
  siteURL: string;
  cmsURL: string;
  builderOrigin: string;
}

/**
 * The stack named by E2E_SITE_URL (the site, or a balancer in front of its instances), E2E_CMS_URL (the
 * CMS, or its balancer) and E2E_BUILDER_ORIGIN (the site's BUILDER_ORIGINS: a free port on this machine
 * where a test listens), or null when E2E_SITE_URL is not set: then global-setup.ts starts a stack of
 * its own. The stack must run with cmsEnv's and siteEnv's settings, on a database seeded by
 * e2e/cms-server.ts; NEXT_DIST_DIR names the build its site instances serve when it is not web/.next.
 */
export function externalStack(env: NodeJS.ProcessEnv = process.env): ExternalStack | null {
  if (!env.E2E_SITE_URL) return null;
  const missing = ['E2E_CMS_URL', 'E2E_BUILDER_ORIGIN'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`E2E_SITE_URL is set (an external stack), so ${missing.join(' and ')} must be set too`);
  return { siteURL: env.E2E_SITE_URL, cmsURL: env.E2E_CMS_URL!, builderOrigin: env.E2E_BUILDER_ORIGIN! };
}

/** The site's build directory (next.config.ts's distDir), relative to web/. */
export const buildDir = (env: NodeJS.ProcessEnv = process.env) => env.NEXT_DIST_DIR || '.next';
