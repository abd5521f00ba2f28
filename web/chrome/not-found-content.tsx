import { DEFAULT_LOCALE } from '../links/locale';
import { messages } from '../i18n';

/** The 404's metadata in a locale: 'Page Not Found', not indexed. */
export const notFoundMetadataOf = (locale: string) => ({ title: messages(locale).errors.notFoundTitle, robots: { index: false } });
export const notFoundMetadata = notFoundMetadataOf(DEFAULT_LOCALE);

/**
 * Why a page is not found, with the spec's texts (section 8): no route matches the path ('Page not
 * found: {path}', app/global-not-found.tsx), or a route matched and refused its parameters — an unknown
 * locale, slug or newsroom state (route validation: 'Page Not Found: {path}').
 */
export type NotFoundReason = 'no-route' | 'validation';

export function notFoundMessage(locale: string, reason: NotFoundReason, path: string): string {
  const t = messages(locale).errors;
  return reason === 'no-route' ? t.noRoute(path) : t.validation(path);
}

/** The 404 page's content: 'Page Not Found' and the reason with the path, for unmatched routes and every refused page. */
export function NotFoundContent({ locale = DEFAULT_LOCALE, reason = 'validation', path }: { locale?: string; reason?: NotFoundReason; path?: string }) {
  const t = messages(locale).errors;
  return (
    <section className="container error-page">
      <p className="error-page__code">404</p>
      <h1>{t.notFoundTitle}</h1>
      <p className="error-page__reason">{path === undefined ? t.notFoundText : notFoundMessage(locale, reason, path)}</p>
      <p>
        <a className="button" href={`/${locale}/newsroom`}>
          {t.home}
        </a>
      </p>
    </section>
  );
}
