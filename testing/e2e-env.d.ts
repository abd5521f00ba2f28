/** The seeding clock (E2E_NOW) and the newsroom's date limit. */
export declare const E2E_NOW: string;
/** The shared secrets of every end-to-end stack, also in the site's build environment. */
export declare const E2E_SECRETS: { preview: string; revalidate: string; newsletterToken: string };
/** The CMS's first admin (ADMIN_EMAIL, ADMIN_PASSWORD), for tests that publish. */
export declare const E2E_ADMIN: { email: string; password: string };
