'use client';
import './globals.css';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  console.error('[app] render failed', error.digest ?? error.message);
  return (
    <html lang="en-US">
      <head>
        <title>Internal Server Error</title>
      </head>
      <body>
        <main className="container error-page">
          <p className="error-page__code">500</p>
          <h1>Internal Server Error</h1>
          <p>Something went wrong on our side. Please try again in a moment.</p>
        </main>
      </body>
    </html>
  );
}
