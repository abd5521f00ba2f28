'use client';
import { useEffect } from 'react';

/** Any failure while rendering a page: a generic message (details are in the server log). */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('[page] render failed', error.digest ?? error.message);
  }, [error]);
  return (
    <section className="container error-page">
      <p className="error-page__code">500</p>
      <h1>Internal Server Error</h1>
      <p>Something went wrong on our side. Please try again in a moment.</p>
    </section>
  );
}
