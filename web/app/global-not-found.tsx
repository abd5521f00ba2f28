import type { Metadata } from 'next';
import { Document, rootMetadata } from '../chrome/document';
import { NotFoundContent, notFoundMetadata } from '../chrome/not-found-content';
import { requestedPath } from '../chrome/requested-path';
import { SiteChrome } from '../chrome/site-chrome';
import { DEFAULT_LOCALE } from '../links/locale';

export const metadata: Metadata = { ...rootMetadata(), ...notFoundMetadata };

/** Any URL that matches no route (the root layouts are per locale, so this one has its own document): 'Page not found: {path}'. */
export default async function GlobalNotFound() {
  return (
    <Document lang={DEFAULT_LOCALE}>
      <SiteChrome locale={DEFAULT_LOCALE} newsletter={false}>
        <NotFoundContent reason="no-route" path={await requestedPath()} />
      </SiteChrome>
    </Document>
  );
}
