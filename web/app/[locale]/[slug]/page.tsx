import type { Metadata } from 'next';
import { getLandingPage } from '../../../cms-client/cms';
import { isLocale } from '../../../links/locale';
import { LandingView, landingMetadata } from '../../../landing/landing-view';
import { NotFoundPage } from '../../../chrome/not-found-page';
import { notFoundMetadata } from '../../../chrome/not-found-content';

export const dynamicParams = true;
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

async function load(params: Props['params']) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return null;
  return getLandingPage(slug, locale);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params);
  return page ? landingMetadata(page) : notFoundMetadata;
}

export default async function LandingPage({ params }: Props) {
  const page = await load(params);
  const { locale } = await params;
  // Not notFound(): see NotFoundPage (the 404 page must be in the server HTML).
  if (!page) return <NotFoundPage locale={locale} />;
  return <LandingView page={page} />;
}
