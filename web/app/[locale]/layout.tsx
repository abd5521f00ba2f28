import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { SiteChrome } from '../../chrome/site-chrome';
import { LOCALES, isLocale } from '../../links/locale';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <SiteChrome locale={locale}>{children}</SiteChrome>;
}
