import type { AddressInfo } from 'node:net';
import { startCms, type TestCms } from 'testing/cms';
import { createArticle, DAY } from '../tests/fixtures/articles';
import { FUZZ_CONTENT } from './requests';

export interface FuzzTarget {
  cms: TestCms;
  host: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * An in-process CMS (by default on a fresh PostgreSQL database; `start` may give another), listening on a real socket (a reset can only be
 * seen on one), with an RSVP event, an article and a landing page for the requests to reach.
 */
export async function startFuzzTarget(
  start: (env: { PREVIEW_SECRET: string }) => Promise<TestCms> = (env) => startCms('fuzz', { ...env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' }),
): Promise<FuzzTarget> {
  const cms = await start({ PREVIEW_SECRET: FUZZ_CONTENT.previewSecret });
  try {
    await cms.strapi.documents('api::rsvp-event.rsvp-event').create({ data: { key: FUZZ_CONTENT.eventKey, title: 'Fuzz', max: 1000, maxpp: 3 } } as never);
    await createArticle(cms.strapi, {
      slug: FUZZ_CONTENT.articleSlug,
      published: { datePublished: new Date(Date.now() - DAY).toISOString(), pageTitle: 'Fuzz' },
    });
    await cms.strapi.documents('api::landing-page.landing-page').create({
      locale: 'en-US',
      data: {
        slug: FUZZ_CONTENT.landingSlug,
        title: 'Fuzz',
        published: [{ __component: 'blocks.buy-simple', title: 'Buy' }],
        publishedSettings: { seoTitle: 'Fuzz' },
      },
    } as never);
    const server = cms.strapi.server.httpServer;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      cms,
      host: '127.0.0.1',
      port,
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
