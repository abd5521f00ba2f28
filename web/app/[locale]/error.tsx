'use client';
import { useEffect } from 'react';
import { useParams } from 'next/navigation';
import { ErrorContent } from '../../chrome/error-content';
import { DEFAULT_LOCALE, isLocale } from '../../links/locale';

/** Any failure while rendering a page of a locale: the site's 'Internal Server Error' inside its header and footer (details are in the server log). */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const { locale } = useParams<{ locale: string }>();
  useEffect(() => {
    console.error('[page] render failed', error.digest ?? error.message);
  }, [error]);
  return <ErrorContent status="500" locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />;
}
