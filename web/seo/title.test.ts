import { describe, expect, it } from 'vitest';
import type { ArticleData, LandingPageData } from '../cms-client/cms';
import { articleMetadata } from '../article/metadata';
import { landingMetadata } from '../landing/landing-view';
import { titleTemplate, titleWithBrand } from './title';

/** What Next renders from a page title under the root layout's template (a string gets the template, `absolute` does not). */
function rendered(title: unknown, brand = 'Meridian'): string {
  const template = titleTemplate(brand) as { template: string };
  if (typeof title === 'string') return template.template.replace('%s', title);
  return (title as { absolute: string }).absolute;
}

describe('the brand once in titles', () => {
  it('the template adds the brand to a title without it', () => {
    expect(rendered(titleWithBrand('Free 30-day trial', 'Meridian'))).toBe('Free 30-day trial | Meridian');
  });
  it('a title that already names the brand is kept as it is', () => {
    expect(rendered(titleWithBrand('Free 30-day trial | Meridian', 'Meridian'))).toBe('Free 30-day trial | Meridian');
    expect(rendered(titleWithBrand('Release notes | Meridian Newsroom', 'meridian'))).toBe('Release notes | Meridian Newsroom');
    expect(rendered(titleWithBrand('Cumbre | Eventos de Meridian', 'Meridian'))).toBe('Cumbre | Eventos de Meridian');
  });
  it('a word that only contains the brand is not the brand', () => {
    expect(rendered(titleWithBrand('Meridians of design', 'Meridian'))).toBe('Meridians of design | Meridian');
  });

  it("a landing page's SEO title with the brand (the seeded trial page) is not suffixed again", () => {
    const page = {
      locale: 'en-US',
      slug: 'free-trial',
      title: 'Free trial',
      localizations: [],
      publishedSettings: { seoTitle: 'Free 30-day trial | Meridian' },
    } as unknown as LandingPageData;
    expect(rendered(landingMetadata(page).title)).toBe('Free 30-day trial | Meridian');
    expect(rendered(landingMetadata({ ...page, publishedSettings: { seoTitle: 'Free 30-day trial' } } as unknown as LandingPageData).title)).toBe(
      'Free 30-day trial | Meridian',
    );
  });

  it("an article's title gets the brand once", () => {
    const article = {
      locale: 'en-US',
      slug: 'news',
      localizations: [],
      publishedSettings: { pageTitle: null, articleTitle: 'Big news', categories: [], industries: [] },
    } as unknown as ArticleData;
    expect(rendered(articleMetadata(article).title)).toBe('Big news | Meridian');
  });
});
