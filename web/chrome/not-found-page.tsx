import { Suspense } from 'react';
import { NotFoundContent } from './not-found-content';
import { NotFoundStatus } from './not-found-status';

/**
 * What a page of the site renders for something that does not exist (an article or landing page
 * that is not visible, a newsroom state that cannot be): 'Page Not Found: {path}' (route validation)
 * in the server HTML with status 404.
 *
 * Calling notFound() from the page instead answers 404 with an empty document
 * (`<html id="__next_error__">`) and renders not-found.tsx only in the browser: Next 16 renders a
 * notFound() that escapes the page's server render through its error-recovery shell, with or without
 * loading.tsx/Suspense or streamed metadata (vercel/next.js#62228; a URL that matches no route is
 * not affected: it is the compiled not-found route). Here the page's markup is the not-found content
 * and only the status comes from a notFound() thrown inside a Suspense boundary, which Next applies
 * to the response while keeping the markup rendered outside it.
 */
export function NotFoundPage({ locale, path }: { locale?: string; path: string }) {
  return (
    <>
      <NotFoundContent locale={locale} path={path} reason="validation" />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
