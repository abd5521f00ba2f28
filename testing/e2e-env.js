// @ts-check
/**
 * The fixed values every end-to-end stack runs with: the clock the sample content is seeded at, the
 * shared secrets (also in the site's build environment, so that the bundle test can prove none of
 * them reaches the browser) and the CMS's first admin. Plain CommonJS with types beside it
 * (e2e-env.d.ts), for plain-Node scripts and TypeScript alike; site-e2e.ts re-exports it.
 */

/** The seeding clock (E2E_NOW) and the newsroom's date limit. */
const E2E_NOW = '2026-11-20T12:00:00.000Z';

const E2E_SECRETS = {
  preview: 'e2e-preview-secret-7f3a9c',
  revalidate: 'e2e-revalidate-secret-c41d2e',
  newsletterToken: 'e2e-newsletter-token-91be07',
};

/** The CMS's first admin (ADMIN_EMAIL, ADMIN_PASSWORD), for tests that publish. */
const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'E2eAdmin12345' };

module.exports = { E2E_NOW, E2E_SECRETS, E2E_ADMIN };
