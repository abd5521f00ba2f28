import type { ReactNode } from 'react';
import { siteConfig } from '../config/site';
import { SiteHeader } from './header';
import { SiteFooter } from './footer';
import { StayInTheKnow } from '../newsletter/stay-in-the-know';
import type { Locale } from '../links/locale';

/** Header, main landmark, the newsletter section and the footer around every page (its locale is <html lang>). */
export function SiteChrome({ locale, children, newsletter = true }: { locale: Locale; children: ReactNode; newsletter?: boolean }) {
  const brand = siteConfig.brandName;
  return (
    <>
      <SiteHeader brand={brand} locale={locale} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {newsletter ? <StayInTheKnow locale={locale} /> : null}
      <SiteFooter brand={brand} locale={locale} year={new Date().getUTCFullYear()} />
    </>
  );
}
