import type { Metadata } from 'next';
import { getFeatured, getNewsroom } from '../../../../cms-client/cms';
import { siteConfig } from '../../../../config/site';
import { isLocale } from '../../../../links/locale';
import { FeaturedHero } from '../../../../newsroom/featured-hero';
import { NewsroomView } from '../../../../newsroom/newsroom-view';
import { fromSegment, toSearch } from '../../../../newsroom/query-state';
import { UtilityBar } from '../../../../newsroom/utility-bar';
import { NotFoundPage } from '../../../../chrome/not-found-page';
import { notFoundMetadataOf } from '../../../../chrome/not-found-content';

// Every state is rendered on its first visit, then served from cache (refreshed by the CMS webhook).
export const dynamicParams = true;
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; state: string }> };

const DESCRIPTION = 'The latest news, company announcements, product updates and customer stories.';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, state: segment } = await params;
  const state = fromSegment(segment);
  if (!isLocale(locale) || !state) return notFoundMetadataOf(locale);
  const url = `/${locale}/newsroom${toSearch(state)}`;
  return {
    title: { absolute: `Newsroom | ${siteConfig.brandName}` },
    description: DESCRIPTION,
    alternates: {
      canonical: url,
      languages: { 'en-US': `/en-US/newsroom${toSearch(state)}`, 'es-US': `/es-US/newsroom${toSearch(state)}` },
      types: { 'application/rss+xml': `/${locale}/newsroom/rss.xml` },
    },
    openGraph: { type: 'website', title: `Newsroom | ${siteConfig.brandName}`, description: DESCRIPTION, url, siteName: siteConfig.brandName },
    twitter: { card: 'summary', title: `Newsroom | ${siteConfig.brandName}`, description: DESCRIPTION },
  };
}

export default async function NewsroomPage({ params }: Props) {
  const { locale, state: segment } = await params;
  const state = fromSegment(segment);
  // Not notFound(): see NotFoundPage (the 404 page must be in the server HTML).
  if (!isLocale(locale) || !state) return <NotFoundPage locale={isLocale(locale) ? locale : undefined} path={`/${locale}/newsroom-index/${segment}`} />;
  const [featured, grid] = await Promise.all([
    getFeatured(locale),
    getNewsroom({ locale, page: state.page, categories: state.categories, industries: state.industries }),
  ]);
  return (
    <div className="newsroom-page">
      <UtilityBar title="Newsroom" />
      <h1 className="sr-only">Newsroom</h1>
      <FeaturedHero cards={featured.data} locale={locale} />
      <NewsroomView locale={locale} state={state} data={grid} />
    </div>
  );
}
