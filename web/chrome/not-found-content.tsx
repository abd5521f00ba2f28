import { DEFAULT_LOCALE } from '../links/locale';

export const notFoundMetadata = { title: 'Page not found', robots: { index: false } };

/** 'Page not found', for unmatched routes and every notFound() (an article or landing page that is not visible). */
export function NotFoundContent({ locale = DEFAULT_LOCALE }: { locale?: string }) {
  return (
    <section className="container error-page">
      <p className="error-page__code">404</p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or is no longer available.</p>
      <p>
        <a className="button" href={`/${locale}/newsroom`}>
          Go to the newsroom
        </a>
      </p>
    </section>
  );
}
