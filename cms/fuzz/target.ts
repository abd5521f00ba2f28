import type { AddressInfo } from 'node:net';
import { startCms, type TestCms } from 'testing/cms';
import { createArticle, DAY } from '../tests/fixtures/articles';
import { ADMIN, adminToken } from '../tests/helpers/admin';
import { FUZZ_CONTENT, type FuzzContext } from './requests';

export interface FuzzTarget {
  cms: TestCms;
  host: string;
  port: number;
  /** The administrator's token and the fuzz content's ids, for the admin API's requests. */
  context: FuzzContext;
  stop(): Promise<void>;
}

/**
 * An in-process CMS (by default on a fresh PostgreSQL database; `start` may give another, which must
 * have the test administrator `ADMIN`), listening on a real socket (a reset can only be seen on one),
 * with an RSVP event, an article and a landing page for the requests to reach, and the
 * administrator signed in.
 */
export async function startFuzzTarget(
  start: (env: { PREVIEW_SECRET: string }) => Promise<TestCms> = (env) =>
    startCms('fuzz', { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' }),
): Promise<FuzzTarget> {
  const cms = await start({ PREVIEW_SECRET: FUZZ_CONTENT.previewSecret });
  try {
    await cms.strapi.documents('api::rsvp-event.rsvp-event').create({ data: { key: FUZZ_CONTENT.eventKey, title: 'Fuzz', max: 1000, maxpp: 3 } } as never);
    const article = await createArticle(cms.strapi, {
      slug: FUZZ_CONTENT.articleSlug,
      published: { datePublished: new Date(Date.now() - DAY).toISOString(), pageTitle: 'Fuzz' },
    });
    const landing = (await cms.strapi.documents('api::landing-page.landing-page').create({
      locale: 'en-US',
      data: {
        slug: FUZZ_CONTENT.landingSlug,
        title: 'Fuzz',
        published: [{ __component: 'blocks.buy-simple', title: 'Buy' }],
        publishedSettings: { seoTitle: 'Fuzz' },
      },
    } as never)) as unknown as { documentId: string };
    const context: FuzzContext = { adminToken: await adminToken(cms), articleDocumentId: article.documentId, landingDocumentId: landing.documentId };
    const server = cms.strapi.server.httpServer;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      cms,
      host: '127.0.0.1',
      port,
      context,
      async stop() {
        // A junk request may leave its connection open (a half-sent body, a tunnel): do not wait for it.
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await cms.stop();
      },
    };
  } catch (error) {
    await cms.stop();
    throw error;
  }
}
