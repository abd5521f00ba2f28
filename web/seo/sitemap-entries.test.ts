import { describe, expect, it } from 'vitest';
import { sitemapEntries } from './sitemap-entries';

const site = 'https://www.example.com';

describe('sitemap entries', () => {
  it('lists the newsrooms, the articles and the landing pages of each locale', () => {
    const entries = sitemapEntries(site, {
      data: {
        articles: [
          { slug: 'a-story', locale: 'en-US', datePublished: '2026-11-01T10:00:00.000Z' },
          { slug: 'una-historia', locale: 'es-US', datePublished: null },
        ],
        landingPages: [{ slug: 'summit', locale: 'en-US', datePublished: '2026-10-01T00:00:00.000Z', updatedAt: '2026-10-05T00:00:00.000Z' }],
      },
    });
    expect(entries.map((e) => [e.url, e.lastModified])).toEqual([
      [`${site}/en-US/newsroom`, undefined],
      [`${site}/es-US/newsroom`, undefined],
      [`${site}/en-US/newsroom/a-story`, '2026-11-01T10:00:00.000Z'],
      [`${site}/es-US/newsroom/una-historia`, undefined],
      [`${site}/en-US/summit`, '2026-10-05T00:00:00.000Z'],
    ]);
  });

  it('names the translations of each page as hreflang alternates (one documentId), the newsrooms of both locales', () => {
    const entries = sitemapEntries(site, {
      data: {
        articles: [
          { documentId: 'd1', slug: 'a-story', locale: 'en-US', datePublished: null },
          { documentId: 'd1', slug: 'una-historia', locale: 'es-US', datePublished: null },
          { documentId: 'd2', slug: 'english-only', locale: 'en-US', datePublished: null },
        ],
        landingPages: [
          { documentId: 'd1', slug: 'summit', locale: 'en-US', datePublished: null, updatedAt: null },
          { documentId: 'd3', slug: 'cumbre', locale: 'es-US', datePublished: null, updatedAt: null },
        ],
      },
    });
    const alternates = Object.fromEntries(entries.map((e) => [e.url.slice(site.length), e.alternates?.languages]));
    const newsrooms = { 'en-US': `${site}/en-US/newsroom`, 'es-US': `${site}/es-US/newsroom` };
    expect(alternates).toEqual({
      '/en-US/newsroom': newsrooms,
      '/es-US/newsroom': newsrooms,
      '/en-US/newsroom/a-story': { 'en-US': `${site}/en-US/newsroom/a-story`, 'es-US': `${site}/es-US/newsroom/una-historia` },
      '/es-US/newsroom/una-historia': { 'en-US': `${site}/en-US/newsroom/a-story`, 'es-US': `${site}/es-US/newsroom/una-historia` },
      '/en-US/newsroom/english-only': undefined,
      // Articles and landing pages are different documents even with equal ids.
      '/en-US/summit': undefined,
      '/es-US/cumbre': undefined,
    });
  });

  it('skips locales the site does not serve, and keeps the newsrooms when the CMS is unavailable', () => {
    expect(sitemapEntries(site, { data: { articles: [{ slug: 'x', locale: 'fr-FR', datePublished: null }], landingPages: [] } })).toHaveLength(2);
    expect(sitemapEntries(site, null)).toHaveLength(2);
  });
});
