import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLandingPage } from '../../../cms-client/cms';
import { isLocale } from '../../../links/locale';
import { LandingView, landingMetadata } from '../../../landing/landing-view';

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
  return page ? landingMetadata(page) : { title: 'Page not found' };
}

export default async function LandingPage({ params }: Props) {
  const page = await load(params);
  if (!page) notFound();
  return <LandingView page={page} />;
}
