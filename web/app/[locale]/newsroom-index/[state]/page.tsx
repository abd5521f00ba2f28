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
import { NEWSROOM_UTILITY_LINKS } from '../../../../chrome/links';
import { linkLabel, messages } from '../../../../i18n';

// Every state is rendered on its first visit, then served from cache (refreshed by the CMS webhook).
export const dynamicParams = true;
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; state: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, state: segment } = await params;
  const state = fromSegment(segment);
  if (!isLocale(locale) || !state) return notFoundMetadataOf(locale);
  const url = `/${locale}/newsroom${toSearch(state)}`;
  const t = messages(locale).newsroom;
  const DESCRIPTION = t.description;
  return {
    title: { absolute: `${t.title} | ${siteConfig.brandName}` },
    description: DESCRIPTION,
    alternates: {
      canonical: url,
      languages: { 'en-US': `/en-US/newsroom${toSearch(state)}`, 'es-US': `/es-US/newsroom${toSearch(state)}` },
      types: { 'application/rss+xml': `/${locale}/newsroom/rss.xml` },
    },
    openGraph: { type: 'website', title: `${t.title} | ${siteConfig.brandName}`, description: DESCRIPTION, url, siteName: siteConfig.brandName },
    twitter: { card: 'summary', title: `${t.title} | ${siteConfig.brandName}`, description: DESCRIPTION },
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
  const t = messages(locale);
  return (
    <div className="newsroom-page">
      <UtilityBar
        title={t.newsroom.title}
        links={NEWSROOM_UTILITY_LINKS.map((link) => ({ href: link.href, label: linkLabel(t, link) }))}
        texts={{ links: t.newsroom.utilityLinks(t.newsroom.title), show: t.newsroom.showLinks(t.newsroom.title), hide: t.newsroom.hideLinks(t.newsroom.title) }}
      />
      <header className="newsroom-intro container">
        <h1 className="newsroom-intro__title">{t.newsroom.title}</h1>
        <p className="newsroom-intro__deck">{t.newsroom.description}</p>
      </header>
      <FeaturedHero cards={featured.data} locale={locale} />
      <NewsroomView locale={locale} state={state} data={grid} />
    </div>
  );
}
