import type { Metadata } from 'next';
import { SiteChrome } from '../../../../chrome/site-chrome';
import { DEFAULT_LOCALE } from '../../../../links/locale';

export const metadata: Metadata = { title: 'Thanks', robots: { index: false } };

/** Where the newsletter form lands when it was posted without JavaScript. */
export default function NewsletterThanks() {
  return (
    <SiteChrome locale={DEFAULT_LOCALE} newsletter={false}>
      <section className="container error-page">
        <h1>Stay in the know</h1>
        <p role="status">Thanks for submitting the form</p>
        <p>
          <a href={`/${DEFAULT_LOCALE}/newsroom`}>Back to the newsroom</a>
        </p>
      </section>
    </SiteChrome>
  );
}
