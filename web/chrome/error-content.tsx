import { messages } from '../i18n';

/** The statuses the site has a page of its own for, besides 404 (chrome/not-found-content.tsx). */
export const ERROR_STATUSES = ['400', '500'] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** An error page's title and text in a locale: 'Bad Request', 'Internal Server Error' (spec section 8). */
export function errorTexts(status: ErrorStatus, locale: string): { title: string; text: string } {
  const t = messages(locale).errors;
  return status === '400' ? { title: t.badRequestTitle, text: t.badRequestText } : { title: t.serverErrorTitle, text: t.serverErrorText };
}

/** An error page's content (inside the site's header, navigation and footer): the status, its title and what to do. */
export function ErrorContent({ status, locale }: { status: ErrorStatus; locale: string }) {
  const { title, text } = errorTexts(status, locale);
  return (
    <section className="container error-page">
      <p className="error-page__code">{status}</p>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a className="button" href={`/${locale}/newsroom`}>
          {messages(locale).errors.home}
        </a>
      </p>
    </section>
  );
}
