import type { Metadata } from 'next';
import { SiteChrome } from '../../../chrome/site-chrome';
import { DEFAULT_LOCALE } from '../../../links/locale';

export const metadata: Metadata = { title: 'Search', robots: { index: false } };

/** The search box's target. Site search is not part of this site yet: it points to the newsroom filters. */
export default async function SearchPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const { q } = await searchParams;
  const query = typeof q === 'string' ? q.slice(0, 200) : '';
  return (
    <SiteChrome locale={DEFAULT_LOCALE}>
      <section className="container error-page">
        <h1>Search</h1>
        {query ? <p>No site search is available yet for “{query}”.</p> : <p>Type a search term in the search box above.</p>}
        <p>
          <a className="button" href={`/${DEFAULT_LOCALE}/newsroom`}>
            Browse the newsroom
          </a>
        </p>
      </section>
    </SiteChrome>
  );
}
