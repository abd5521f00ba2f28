import type { MetadataRoute } from 'next';
import { siteConfig } from '../config/site';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/preview/', '/api/'] }],
    sitemap: `${siteConfig.siteUrl}/sitemap.xml`,
  };
}
