/** Fixed values shared by the end-to-end setup and the tests. */
export const E2E_NOW = '2026-11-20T12:00:00.000Z';
export const E2E_SECRETS = {
  preview: 'e2e-preview-secret-7f3a9c',
  revalidate: 'e2e-revalidate-secret-c41d2e',
  newsletterToken: 'e2e-newsletter-token-91be07',
};
/** The CMS's first admin (ADMIN_EMAIL, ADMIN_PASSWORD), for tests that publish. */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'E2eAdmin12345' };
export const STATE_FILE = '.e2e-state.json';

export interface E2EState {
  baseURL: string;
  cmsURL: string;
  /** The site's BUILDER_ORIGINS (only it may frame the draft preview): a free port where a test may listen. */
  builderOrigin: string;
  database: string;
  /**
   * Where the CMS sends its revalidation webhook (WEB_REVALIDATE_URL): a port kept for the first of the
   * two site instances that share a Redis cache (shared-cache.spec.ts); nothing listens there otherwise.
   */
  webhookSiteURL: string;
  pids: number[];
}
