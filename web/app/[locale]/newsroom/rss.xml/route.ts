import { siteConfig } from '../../../../config/site';
import { isLocale } from '../../../../links/locale';
import { isExternal, safeHref } from '../../../../links/safe-url';
import { articlesForFeeds, escapeXml } from '../../../../seo/feeds';

export const dynamic = 'force-dynamic';

/** RSS 2.0 feed of the newsroom: the 50 most recent visible articles of the locale. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const site = siteConfig.siteUrl;
  const cards = (await articlesForFeeds(locale))
    .sort((a, b) => String(b.publishedSettings.datePublished).localeCompare(String(a.publishedSettings.datePublished)))
    .slice(0, 50);
  const items = cards.map((card) => {
    const s = card.publishedSettings;
    const redirect = safeHref(s.redirectUrl);
    const link = redirect && isExternal(redirect) ? redirect : `${site}/${locale}/newsroom/${card.slug}`;
    const date = s.datePublished ? new Date(s.datePublished).toUTCString() : '';
    return [
      '<item>',
      `<title>${escapeXml(s.articleTitle || s.pageTitle || card.slug)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="false">${escapeXml(`${locale}/${card.slug}`)}</guid>`,
      s.description ? `<description>${escapeXml(s.description)}</description>` : '',
      date ? `<pubDate>${date}</pubDate>` : '',
      ...s.categories.map((c) => `<category>${escapeXml(c.label)}</category>`),
      '</item>',
    ].join('');
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeXml(`Newsroom | ${siteConfig.brandName}`)}</title><link>${site}/${locale}/newsroom</link><atom:link href="${site}/${locale}/newsroom/rss.xml" rel="self" type="application/rss+xml"/><description>The latest news, company announcements, product updates and customer stories.</description><language>${locale}</language>${items.join('')}</channel></rss>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' } });
}
