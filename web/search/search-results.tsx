import type { SearchAnswer, SearchHit, SearchSegment } from 'contract/wire';
import { LocalDate } from '../dates/local-date';
import { messages, termLabel } from '../i18n';
import { PaginationBar } from '../newsroom/pagination-bar';
import styles from './search-results.module.css';

/** Text with the words the search found in <mark>. */
function Marked({ segments }: { segments: SearchSegment[] }) {
  return <>{segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}</>;
}

/** Where a result leads: an article's page in the newsroom, a landing page's own address. */
export function hitHref(hit: Pick<SearchHit, 'kind' | 'slug' | 'locale'>): string {
  const slug = encodeURIComponent(hit.slug);
  return hit.kind === 'article' ? `/${hit.locale}/newsroom/${slug}` : `/${hit.locale}/${slug}`;
}

/** The site search's results: each page's title and best passage with the words found marked, its category and date, then the pages. */
export function SearchResults({ answer, locale, hrefOf }: { answer: SearchAnswer; locale: string; hrefOf(page: number): string }) {
  const t = messages(locale);
  const { pagination } = answer.meta;
  return (
    <>
      <ol className={styles.results} role="list">
        {answer.data.map((hit) => (
          <li key={`${hit.kind}/${hit.slug}`} className={styles.result}>
            <p className={styles.meta}>
              <span>{hit.categories[0] ? termLabel(t, hit.categories[0]) : t.search.pageKind}</span>
              {hit.date && (
                <>
                  <span aria-hidden="true"> · </span>
                  <LocalDate iso={hit.date} locale={t.intlLocale} />
                </>
              )}
            </p>
            <h2 className={styles.title}>
              <a href={hitHref(hit)}>
                <Marked segments={hit.title} />
              </a>
            </h2>
            {hit.snippet.length > 0 && (
              <p className={styles.snippet}>
                <Marked segments={hit.snippet} />
              </p>
            )}
          </li>
        ))}
      </ol>
      <PaginationBar page={pagination.page} lastPage={pagination.pageCount} hrefOf={hrefOf} t={t.pagination} />
    </>
  );
}
