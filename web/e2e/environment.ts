/** Fixed values shared by the end-to-end setup and the tests. */
export const E2E_NOW = '2026-11-20T12:00:00.000Z';
export const E2E_SECRETS = {
  preview: 'e2e-preview-secret-7f3a9c',
  revalidate: 'e2e-revalidate-secret-c41d2e',
  newsletterToken: 'e2e-newsletter-token-91be07',
};
export const STATE_FILE = '.e2e-state.json';

export interface E2EState {
  baseURL: string;
  cmsURL: string;
  /** The site's BUILDER_ORIGINS (only it may frame the draft preview): a free port where a test may listen. */
  builderOrigin: string;
  database: string;
  pids: number[];
}
