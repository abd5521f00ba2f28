import type { Metadata } from 'next';
import { SiteChrome } from '../chrome/site-chrome';
import { DEFAULT_LOCALE } from '../links/locale';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** Every unmatched route, and every notFound() (an article or landing page that is not visible). */
export default function NotFound() {
  return (
    <SiteChrome locale={DEFAULT_LOCALE} newsletter={false}>
      <section className="container error-page">
        <p className="error-page__code">404</p>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or is no longer available.</p>
        <p>
          <a className="button" href={`/${DEFAULT_LOCALE}/newsroom`}>
            Go to the newsroom
          </a>
        </p>
      </section>
    </SiteChrome>
  );
}
