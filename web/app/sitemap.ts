import type { MetadataRoute } from 'next';
import { siteConfig } from '../config/site';
import { getSitemap } from '../cms-client/cms';
import { sitemapEntries } from '../seo/sitemap-entries';

export const dynamic = 'force-dynamic';

/** The newsroom of each locale, every visible article and every published landing page (CMS GET /api/sitemap). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const cms = await getSitemap().catch((error: unknown) => {
    console.error('[sitemap] reading the CMS sitemap failed', (error as Error).message);
    return null;
  });
  return sitemapEntries(siteConfig.siteUrl, cms);
}
