import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { SiteChrome } from '../../chrome/site-chrome';
import { Document, rootMetadata, rootViewport } from '../../chrome/document';
import { LOCALES, isLocale } from '../../links/locale';

export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/** Root layout of the site's pages: `<html lang>` is the page's locale (en-US or es-US). */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <Document lang={locale}>
      <SiteChrome locale={locale}>{children}</SiteChrome>
    </Document>
  );
}
